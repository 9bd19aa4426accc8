import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import DOMPurify from 'dompurify';
import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import * as styles from './PromoPopup.css';
import { type ImageFrame, type ImageFrameKind, imageFrameFor } from './promo-popup-layout';

type ContentVariants = NonNullable<RecipeVariants<typeof styles.content>>;
export type PromoPopupPosition = NonNullable<
  NonNullable<RecipeVariants<typeof styles.positioner>>['position']
>;
export type PromoPopupSize = NonNullable<ContentVariants['size']>;
/** 'default' is the gentle entrance of a popup that names none of the others. */
export type PromoPopupAnimation = NonNullable<ContentVariants['animation']>;

interface PromoPopupContextValue {
  /** The whole image's frame (image-only popups). */
  frame: ImageFrame | null;
  setRatio: (ratio: number) => void;
  label: string;
}

const PromoPopupContext = createContext<PromoPopupContextValue | null>(null);

function usePromoPopup(part: string): PromoPopupContextValue {
  const context = useContext(PromoPopupContext);
  if (!context) throw new Error(`PromoPopup.${part} goes inside PromoPopup.Root`);
  return context;
}

export interface PromoPopupRootProps {
  /** The wait before it appears, in ms (at once if not given). */
  delayMs?: number;
  /** Where on the screen: the centred one is modal (backdrop, focus kept inside). */
  position: PromoPopupPosition;
  /** small 320 px, medium 480 px, large 720 px wide. */
  size: PromoPopupSize;
  animation: PromoPopupAnimation;
  /**
   * An image-only popup: no padding nor background of its own, sized by its
   * `PromoPopup.WholeImage`'s aspect ratio.
   */
  imageOnly?: boolean;
  /**
   * How the whole image is framed from its width / height ratio: 'wide' (a banner: almost
   * the screen's width), 'tall' (a story: the screen's height) or 'normal'. Every image is
   * 'normal' if not given.
   */
  imageLayout?: (ratio: number) => ImageFrameKind;
  /** The box's background and text colours (the theme's if not given; ignored when imageOnly). */
  background?: string;
  color?: string;
  /** Accessible name of a popup without a `PromoPopup.Title` (its whole image's text too). */
  label?: string;
  /** Called once, when it appears after its delay. */
  onShow?: () => void;
  /** The close button (or Escape / an outside click on the centred popup). */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The popup: shown `delayMs` after it mounts at one of five positions in one of three sizes,
 * animated in. Its parts: `Close`, then either `Image`, `Title`, `Body` and `Action`, or one
 * `WholeImage` (with `imageOnly`).
 *
 *   <PromoPopup.Root delayMs={2000} position="center" size="medium" animation="fade">
 *     <PromoPopup.Close />
 *     <PromoPopup.Title>Semana da Família</PromoPopup.Title>
 *     <PromoPopup.Body html="<p>…</p>" />
 *     <PromoPopup.Action onClick={…}>Ver artes</PromoPopup.Action>
 *   </PromoPopup.Root>
 */
function Root({
  delayMs = 0,
  position,
  size,
  animation,
  imageOnly = false,
  imageLayout,
  background,
  color,
  label = 'Promoção',
  onShow,
  onClose,
  children,
}: PromoPopupRootProps) {
  const [open, setOpen] = useState(false);
  const [ratio, setRatio] = useState(0);
  const modal = position === 'center';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the delay starts once per popup.
  useEffect(() => {
    const timer = setTimeout(() => {
      setOpen(true);
      onShow?.();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const frame = imageOnly ? imageFrameFor(imageLayout?.(ratio) ?? 'normal', ratio) : null;
  const context = useMemo(() => ({ frame, setRatio, label }), [frame, label]);
  const boxStyle: CSSProperties = frame ? { width: frame.width } : { background, color };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          setOpen(false);
          onClose?.();
        }
      }}
      modal={modal}
      closeOnInteractOutside={modal}
      preventScroll={modal}
      trapFocus={modal}
      lazyMount
      unmountOnExit
    >
      <Portal>
        {modal ? <Dialog.Backdrop className={styles.backdrop} /> : null}
        <Dialog.Positioner className={styles.positioner({ position })}>
          <Dialog.Content
            className={styles.content({ size, animation, imageOnly })}
            style={boxStyle}
            aria-label={label}
            data-position={position}
            data-animation={animation}
            data-frame={frame?.kind}
          >
            <PromoPopupContext.Provider value={context}>{children}</PromoPopupContext.Provider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The round × at the top right, named `label` ('Fechar'). */
function Close({ label = 'Fechar' }: { label?: string }) {
  return (
    <Dialog.CloseTrigger className={styles.close} aria-label={label}>
      <span aria-hidden="true">×</span>
    </Dialog.CloseTrigger>
  );
}

/** A picture above the popup's text (decorative: the title and body say what it shows). */
function Image({ src }: { src: string }) {
  return <img src={src} alt="" className={styles.image} />;
}

export interface PromoPopupWholeImageProps {
  src: string;
  /** With a link: the image is a button that calls this. */
  onClick?: () => void;
}

/**
 * The whole content of an image-only popup, named by the root's `label`: never cropped, its
 * frame chosen from its aspect ratio once loaded (a square until then).
 */
function WholeImage({ src, onClick }: PromoPopupWholeImageProps) {
  const { frame, setRatio, label } = usePromoPopup('WholeImage');
  const image = (
    <img
      src={src}
      alt={label}
      className={styles.wholeImage}
      style={{ maxHeight: frame?.maxHeight }}
      onLoad={(event) =>
        setRatio(event.currentTarget.naturalWidth / event.currentTarget.naturalHeight)
      }
    />
  );
  return onClick ? (
    <button type="button" className={styles.imageButton} onClick={onClick}>
      {image}
    </button>
  ) : (
    image
  );
}

function Title({ children }: { children: ReactNode }) {
  return <Dialog.Title className={styles.title}>{children}</Dialog.Title>;
}

/** The admin's HTML (already sanitised by the API), sanitised again here with DOMPurify. */
function Body({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Dialog.Description asChild>
      <div
        className={styles.body}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </Dialog.Description>
  );
}

export interface PromoPopupActionProps
  extends Omit<ComponentProps<'button'>, 'type' | 'className' | 'style' | 'color' | 'width'> {
  /** Button colours (the theme's brand colours if not given). */
  background?: string;
  color?: string;
  /** Corner radius in px (the theme's if not given). */
  radius?: number;
  /** A CSS width; a bare number, or a string of one, is pixels (as wide as its text if not given). */
  width?: string | number;
}

/** A bare number (or a string of one) is pixels; anything else is a CSS width as it is. */
function cssWidth(value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'number' || /^\d+(\.\d+)?$/.test(value)) return `${value}px`;
  return value;
}

/** The popup's one button. */
function Action({ background, color, radius, width, ...props }: PromoPopupActionProps) {
  return (
    <button
      type="button"
      className={styles.action}
      style={{
        background,
        color,
        borderRadius: radius === undefined ? undefined : `${radius}px`,
        width: cssWidth(width),
      }}
      {...props}
    />
  );
}

/** The promotional popup, as named parts (see `Root`). */
export const PromoPopup = { Root, Close, Image, WholeImage, Title, Body, Action };
