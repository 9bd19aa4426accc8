import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { LISTING_ENTRY_STATE, rememberedGalleryPage } from '../state/listing-state';

const noSubscription = () => () => {};
const listingStart = () => paths.arts.href();

/**
 * '← Voltar para as artes': back to the exact listing the visitor came from (catalogue §2
 * lastGalleryPage: its page, sort and filters), where the listing restores its scroll; with
 * none remembered, /artes.
 */
export function GalleryBackLink({ className }: { className?: string }) {
  const href = useSyncExternalStore(noSubscription, rememberedGalleryPage, listingStart);
  return (
    <Link href={href} state={LISTING_ENTRY_STATE} className={className}>
      ← Voltar para as artes
    </Link>
  );
}
