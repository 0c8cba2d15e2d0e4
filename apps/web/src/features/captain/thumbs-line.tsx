import type { CaptainMe } from '@khabar/domain/contracts/captain/get-captain-me';
import { Trans } from '@lingui/react/macro';
import { thumbsCount } from './thumbs-text.ts';

/** "Thumbs up from customers: 83% (12 of 14)", or "No customer thumbs yet". */
export function ThumbsText({ thumbs }: { thumbs: CaptainMe['thumbs'] }) {
  const count = thumbsCount(thumbs);
  if (!count) return <Trans>No customer thumbs yet</Trans>;
  const { share, up, total } = count;
  return (
    <Trans>
      Thumbs up from customers: {share}% ({up} of {total})
    </Trans>
  );
}
