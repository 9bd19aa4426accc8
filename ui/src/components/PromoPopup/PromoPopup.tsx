import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import DOMPurify from 'dompurify';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import * as styles from './PromoPopup.css';
import {
  cssButtonWidth,
  imageFrameFor,
  isImageOnly,
  normaliseAnimation,
  normalisePosition,
  normaliseSize,
} from './promo-popup-layout';

export interface PromoPopupProps {
  title?: string | null;
  /** HTML, already sanitised by the API; sanitised again here with DOMPurify. */
  content?: string | null;
  imageUrl?: string | null;
  buttonText?: string | null;
  buttonUrl?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  buttonColor?: string | null;
  buttonTextColor?: string | null;
  /** Pixels; 4 by default. */
  buttonRadius?: number | null;
  /** CSS width or pixels; 'auto' by default. */
  buttonWidth?: string | number | null;
  /** center, top-left, top-right, bottom-left, bottom-right (anything else: center). */
  position?: string | null;
  /** small, medium, large (anything else: medium). */
  size?: string | null;
  /** fade, slide, zoom; anything else gives the default entrance. */
  animation?: string | null;
  /** Seconds before the popup appears; 2 by default. */
  delay?: number | null;
  /** Called once, when the popup appears after its delay. */
  onShow?: () => void;
  /** The X (or Escape / outside click on the centred popup). */
  onClose?: () => void;
  /** The button (or the image of an image-only popup that has a link). */
  onAction?: () => void;
  closeLabel?: string;
  /** Accessible name when the popup has no title. */
  label?: string;
}

/**
 * The promotional popup (platform §3 "Popup", §4.2): shown after `delay` seconds at one of
 * five positions in one of three sizes, animated in. An image-only popup is framed by its
 * image's aspect ratio. Colours, radius and width come from the admin's popup record.
 */
export function PromoPopup({
  title,
  content,
  imageUrl,
  buttonText,
  buttonUrl,
  backgroundColor,
  textColor,
  buttonColor,
  buttonTextColor,
  buttonRadius,
  buttonWidth,
  position,
  size,
  animation,
  delay,
  onShow,
  onClose,
  onAction,
  closeLabel = 'Fechar',
  label = 'Promoção',
}: PromoPopupProps) {
  const [open, setOpen] = useState(false);
  const [ratio, setRatio] = useState(0);
  const seconds = typeof delay === 'number' && delay >= 0 ? delay : 2;
  const place = normalisePosition(position);
  const entrance = normaliseAnimation(animation);
  const imageOnly = isImageOnly({ title, content, buttonText, imageUrl });
  const html = useMemo(() => (content ? DOMPurify.sanitize(content) : ''), [content]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the delay starts once per popup.
  useEffect(() => {
    const timer = setTimeout(() => {
      setOpen(true);
      onShow?.();
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const frame = imageOnly ? imageFrameFor(ratio) : null;
  const boxStyle: CSSProperties = imageOnly
    ? { width: frame?.width }
    : {
        background: backgroundColor || '#FFFFFF',
        color: textColor || '#000000',
      };
  const actionStyle: CSSProperties = {
    background: buttonColor || '#4F46E5',
    color: buttonTextColor || '#FFFFFF',
    borderRadius: `${buttonRadius ?? 4}px`,
    width: cssButtonWidth(buttonWidth),
  };
  // The image of an image-only popup, framed by its aspect ratio once loaded.
  const wholeImage = imageUrl ? (
    <img
      src={imageUrl}
      alt={label}
      className={styles.imageOnlyImage}
      style={{ maxHeight: frame?.maxHeight }}
      onLoad={(e) => setRatio(e.currentTarget.naturalWidth / e.currentTarget.naturalHeight)}
    />
  ) : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          setOpen(false);
          onClose?.();
        }
      }}
      modal={place === 'center'}
      closeOnInteractOutside={place === 'center'}
      preventScroll={place === 'center'}
      trapFocus={place === 'center'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        {place === 'center' ? <Dialog.Backdrop className={styles.backdrop} /> : null}
        <Dialog.Positioner className={styles.positioner({ position: place })}>
          <Dialog.Content
            className={styles.content({
              size: normaliseSize(size),
              animation: entrance,
              imageOnly,
            })}
            style={boxStyle}
            aria-label={title ? undefined : label}
            data-position={place}
            data-animation={entrance}
            data-frame={frame?.kind}
          >
            <Dialog.CloseTrigger className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.CloseTrigger>
            {imageOnly && wholeImage ? (
              buttonUrl ? (
                <button type="button" className={styles.imageButton} onClick={onAction}>
                  {wholeImage}
                </button>
              ) : (
                wholeImage
              )
            ) : (
              <>
                {imageUrl ? <img src={imageUrl} alt="" className={styles.image} /> : null}
                {title ? <Dialog.Title className={styles.title}>{title}</Dialog.Title> : null}
                {html ? (
                  <Dialog.Description asChild>
                    <div
                      className={styles.body}
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above.
                      dangerouslySetInnerHTML={{ __html: html }}
                    />
                  </Dialog.Description>
                ) : null}
                {buttonText ? (
                  <button
                    type="button"
                    className={styles.action}
                    style={actionStyle}
                    onClick={onAction}
                  >
                    {buttonText}
                  </button>
                ) : null}
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
