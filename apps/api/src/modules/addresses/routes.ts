import { authOnlyBody, deleteAddressBody, editAddressBody, saveAddressBody } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import {
  type AddressInput,
  addAddress,
  deleteAddress,
  editAddress,
  listAddresses,
} from './address-service.ts';

// Only the address fields go on: the body also carries the token and, for edits, the address id.
const inputOf = (b: AddressInput): AddressInput => ({
  latitude: b.latitude,
  longitude: b.longitude,
  address: b.address,
  house: b.house,
  landmark: b.landmark,
  tag: b.tag,
});

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: requireUser };

  r.post('/get-addresses', { ...guarded, schema: { body: authOnlyBody } }, async (req) =>
    listAddresses(app.db, userOf(req).id),
  );

  const save = async (req: { body: typeof saveAddressBody._output } & Parameters<typeof userOf>[0]) => {
    const userId = userOf(req).id;
    await addAddress(app.db, userId, inputOf(req.body), app.now());
    return listAddresses(app.db, userId, Boolean(req.body.get_only_default_address));
  };
  r.post('/save-address', { ...guarded, schema: { body: saveAddressBody } }, save);
  r.post('/add-address', { ...guarded, schema: { body: saveAddressBody } }, save);

  r.post('/edit-address', { ...guarded, schema: { body: editAddressBody } }, async (req) => {
    const userId = userOf(req).id;
    await editAddress(app.db, userId, req.body.address_id, inputOf(req.body), app.now());
    return listAddresses(app.db, userId, Boolean(req.body.get_only_default_address));
  });

  r.post('/delete-address', { ...guarded, schema: { body: deleteAddressBody } }, async (req) => {
    const userId = userOf(req).id;
    await deleteAddress(app.db, userId, req.body.address_id);
    return listAddresses(app.db, userId);
  });
}
