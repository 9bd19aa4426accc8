import {
  imagePopupLayout,
  isImageOnlyPopup,
  type PopupInput,
  withPopupDefaults,
} from '@arte-gospel/domain';
import { PromoPopup } from '@arte-gospel/ui';

/** A text the admin filled in (blank counts as none, as for isImageOnlyPopup). */
function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A promotional popup as visitors see it (platform §3 defaults and §4.2): the ui PromoPopup's
 * parts composed from the popup record, with its look; an image-only popup is its image,
 * framed by its aspect ratio. The site's PopupHost shows it after the popup's delay and
 * tracks it; the staff console's preview draws the same one at once.
 */
export function PromoPopupView({
  popup,
  delayMs,
  label,
  onShow,
  onClose,
  onAction,
}: {
  popup: PopupInput;
  delayMs: number;
  /** The dialog's name when the popup has no title. */
  label: string;
  onShow?: (() => void) | undefined;
  onClose: () => void;
  /** The button, or the whole image of an image-only popup with a link. */
  onAction: () => void;
}) {
  const resolved = withPopupDefaults(popup);
  const imageOnly = isImageOnlyPopup(popup);
  return (
    <PromoPopup.Root
      delayMs={delayMs}
      position={resolved.position}
      size={resolved.size}
      animation={resolved.animation}
      imageOnly={imageOnly}
      imageLayout={imagePopupLayout}
      background={resolved.backgroundColor}
      color={resolved.textColor}
      label={label}
      onShow={onShow}
      onClose={onClose}
    >
      <PromoPopup.Close />
      {imageOnly && popup.imageUrl ? (
        <PromoPopup.WholeImage
          src={popup.imageUrl}
          onClick={popup.buttonUrl ? onAction : undefined}
        />
      ) : (
        <>
          {filled(popup.imageUrl) ? <PromoPopup.Image src={popup.imageUrl} /> : null}
          {filled(popup.title) ? <PromoPopup.Title>{popup.title}</PromoPopup.Title> : null}
          {filled(popup.content) ? <PromoPopup.Body html={popup.content} /> : null}
          {filled(popup.buttonText) ? (
            <PromoPopup.Action
              onClick={onAction}
              background={resolved.buttonColor}
              color={resolved.buttonTextColor}
              radius={resolved.buttonRadius}
              width={resolved.buttonWidth}
            >
              {popup.buttonText}
            </PromoPopup.Action>
          ) : null}
        </>
      )}
    </PromoPopup.Root>
  );
}
