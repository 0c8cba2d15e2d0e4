import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { useId } from 'react';
import { Photo } from '../../components/photo/photo.tsx';
import css from './admin.module.css';
import { useUploadRestaurantPhoto } from './api/upload-restaurant-photo.ts';
import { PhotoPicker } from './photo-picker.tsx';

/**
 * The restaurant's photo, above its Details: saved on its own, as soon as it is chosen, with the
 * version the page read (its answer is the version the page goes on with, so Save details still
 * works). Support sees the photo; admins change it.
 */
export function RestaurantPhoto({
  restaurant,
  canEdit,
  onSaved,
  onReload,
}: {
  restaurant: AdminRestaurant;
  canEdit: boolean;
  onSaved: (saved: AdminRestaurant) => void;
  /** After a 409: the latest restaurant, as the page's other forms offer it. */
  onReload: () => Promise<unknown>;
}) {
  const upload = useUploadRestaurantPhoto(restaurant.id);
  const headingId = useId();
  return (
    <section className={css.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.groupTitle}>
        Photo
      </h2>
      {canEdit ? (
        <PhotoPicker
          subject={restaurant.name}
          path={restaurant.image}
          shape="wide"
          busy={upload.isPending}
          error={upload.error}
          send={(photo) => upload.mutateAsync({ version: restaurant.version, photo }).then(onSaved)}
          // The refusal stays until the latest is in: a file chosen meanwhile would meet it again.
          onReload={() => void onReload().then(() => upload.reset())}
        />
      ) : (
        <Photo
          className={css.photoImage}
          path={restaurant.image}
          sizes="160px"
          alt={`The photo of ${restaurant.name}`}
          width={160}
          height={100}
        />
      )}
    </section>
  );
}
