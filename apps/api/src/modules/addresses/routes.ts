import {
  deleteAddressBody,
  deleteAddressResponse,
  editAddressBody,
  editAddressResponse,
  getAddressesBody,
  getAddressesResponse,
  saveAddressBody,
  saveAddressResponse,
  setDefaultAddressBody,
  setDefaultAddressResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { addAddress } from './add-address.ts';
import { deleteAddress } from './delete-address.ts';
import { editAddress } from './edit-address.ts';
import { listAddresses } from './list-addresses.ts';
import { setDefaultAddress } from './set-default-address.ts';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: requireUser };

  r.post(
    '/get-addresses',
    { ...guarded, schema: { body: getAddressesBody, response: { 200: getAddressesResponse } } },
    async (req) => listAddresses({ db: app.db, userId: userOf(req).id }),
  );

  for (const path of ['/save-address', '/add-address']) {
    r.post(
      path,
      { ...guarded, schema: { body: saveAddressBody, response: { 200: saveAddressResponse } } },
      async (req) =>
        addAddress({
          db: app.db,
          userId: userOf(req).id,
          input: req.body,
          onlyDefault: req.body.get_only_default_address,
          keepDefault: req.body.keep_default,
          now: app.now(),
        }),
    );
  }

  r.post(
    '/edit-address',
    { ...guarded, schema: { body: editAddressBody, response: { 200: editAddressResponse } } },
    async (req) =>
      editAddress({
        db: app.db,
        userId: userOf(req).id,
        addressId: req.body.address_id,
        input: req.body,
        onlyDefault: req.body.get_only_default_address,
        now: app.now(),
      }),
  );

  r.post(
    '/delete-address',
    { ...guarded, schema: { body: deleteAddressBody, response: { 200: deleteAddressResponse } } },
    async (req) => deleteAddress({ db: app.db, userId: userOf(req).id, addressId: req.body.address_id }),
  );

  r.post(
    '/set-default-address',
    { ...guarded, schema: { body: setDefaultAddressBody, response: { 200: setDefaultAddressResponse } } },
    async (req) => setDefaultAddress({ db: app.db, userId: userOf(req).id, addressId: req.body.address_id }),
  );
}
