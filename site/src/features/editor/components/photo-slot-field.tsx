import {
  type Box,
  CENTRED,
  fitFraming,
  framingAfterMove,
  framingRange,
  PHOTO_ZOOM_MAX,
  type PhotoCrop,
  type PhotoSlotSpec,
  photoPlacement,
} from '@arte-gospel/domain';
import { Button, buttonClassName } from '@arte-gospel/ui';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import {
  removalErrorMessage,
  removeBackgroundLazily,
} from '../../../lib/background-remover/remove-lazily';
import { PHOTO_ACCEPT, slotBoxOf } from '../lib/editor-photo';
import type { PhotoSlots, SlotPhoto } from '../lib/use-photo-slots';
import * as styles from './photo-slot-field.css';

// Issue 20: the photo slots of the editor's panel. Each: its label, 'Enviar foto' (the
// camera on a phone), a framing pad to drag with a finger or move with the arrow keys, the
// zoom and position sliders, 'Remover foto' and 'Remover fundo' (the site's background
// remover, lib/background-remover, in the browser: its code loads on first use).

export const PHOTO_TEXTS = {
  choose: 'Enviar foto',
  change: 'Trocar foto',
  remove: 'Remover foto',
  removeBackground: 'Remover fundo',
  removingBackground: 'Removendo fundo...',
  loadingRemover: 'Baixando o removedor de fundo...',
  preparing: 'Preparando a foto...',
  loading: 'Carregando a foto salva...',
  empty: 'Sem foto: a arte mostra o desenho do modelo.',
  privacy: 'A foto fica só no seu navegador até você salvar a arte em Minhas artes.',
  pad: 'Enquadramento da foto: arraste ou use as setas do teclado',
  zoom: 'Zoom',
  horizontal: 'Posição horizontal',
  vertical: 'Posição vertical',
  center: 'Centralizar',
} as const;

export function PhotoSlotFields(props: {
  slots: readonly PhotoSlotSpec[];
  photos: PhotoSlots;
  /** The rendered art: each slot's box is read from it. */
  svg: string;
}) {
  return (
    <>
      {props.slots.map((spec) => (
        <PhotoSlotField
          key={spec.id}
          spec={spec}
          slot={props.photos.slots[spec.id]}
          box={slotBoxOf(props.svg, spec.id)}
          photos={props.photos}
        />
      ))}
    </>
  );
}

const STEP = 0.01;

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

export function PhotoSlotField(props: {
  spec: PhotoSlotSpec;
  slot: SlotPhoto | undefined;
  box: Box | null;
  photos: PhotoSlots;
}) {
  const { spec, box, photos } = props;
  const slot = props.slot;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const photo = slot?.photo ?? null;
  const crop = slot?.crop ?? CENTRED;
  const busy = slot?.busy ?? null;

  const setCrop = (next: PhotoCrop) => {
    if (!photo || !box) return;
    photos.setCrop(spec.id, fitFraming(box, photo, next));
  };

  const onRemoveBackground = async () => {
    if (!photo) return;
    photos.setBusy(spec.id, 'background');
    setProgress(null);
    try {
      const cut = await removeBackgroundLazily(photo.blob, {
        mode: 'person',
        onProgress: (p) =>
          setProgress(p.stage === 'model' ? Math.max(0, Math.min(1, p.loaded)) : null),
      });
      await photos.replace(spec.id, cut, 'background', true);
    } catch (error) {
      photos.setBusy(spec.id, null, removalErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const range = photo && box ? framingRange(box, photo, crop.scale) : null;
  const position = (axis: 'x' | 'y') => {
    const r = range?.[axis];
    if (!r || r.max - r.min < 1e-6) return null;
    return Math.min(1, Math.max(0, (crop[axis] - r.min) / (r.max - r.min)));
  };
  const onPosition = (axis: 'x' | 'y', t: number) => {
    const r = range?.[axis];
    if (!r) return;
    setCrop({ ...crop, [axis]: r.min + t * (r.max - r.min) });
  };
  const horizontal = position('x');
  const vertical = position('y');

  return (
    <fieldset className={styles.slot} data-photo-slot-field={spec.id} aria-busy={busy !== null}>
      <legend className={styles.legend}>{spec.label}</legend>
      {photo && box ? (
        <FramingPad box={box} shape={spec.shape} photo={photo} crop={crop} onCrop={setCrop} />
      ) : null}
      {!photo && !busy && !slot?.error ? <p className={styles.hint}>{PHOTO_TEXTS.empty}</p> : null}
      {busy ? (
        <p className={styles.status} role="status">
          {busy === 'preparing'
            ? PHOTO_TEXTS.preparing
            : busy === 'loading'
              ? PHOTO_TEXTS.loading
              : progress !== null
                ? `${PHOTO_TEXTS.loadingRemover} ${percent(progress)}`
                : PHOTO_TEXTS.removingBackground}
        </p>
      ) : null}
      {slot?.error ? (
        <p className={styles.error} role="alert">
          {slot.error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <input
          ref={inputRef}
          id={`${id}-file`}
          className={styles.fileInput}
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={busy !== null}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file chosen again is a change too.
            event.currentTarget.value = '';
            if (file) void photos.choose(spec.id, file);
          }}
        />
        <label
          htmlFor={`${id}-file`}
          className={`${buttonClassName({ tone: photo ? 'secondary' : 'primary', size: 'sm' })} ${styles.fileLabel}`}
          aria-disabled={busy !== null || undefined}
        >
          {photo ? PHOTO_TEXTS.change : PHOTO_TEXTS.choose}
        </label>
        {photo || slot?.key ? (
          <Button
            tone="secondary"
            size="sm"
            disabled={busy !== null}
            onClick={() => photos.remove(spec.id)}
          >
            {PHOTO_TEXTS.remove}
          </Button>
        ) : null}
        {photo ? (
          <Button
            tone="secondary"
            size="sm"
            disabled={busy !== null}
            onClick={() => void onRemoveBackground()}
          >
            {PHOTO_TEXTS.removeBackground}
          </Button>
        ) : null}
      </div>
      {photo && box ? (
        <div className={styles.sliders}>
          <Slider
            label={PHOTO_TEXTS.zoom}
            min={1}
            max={PHOTO_ZOOM_MAX}
            step={0.05}
            value={crop.scale}
            text={percent(crop.scale)}
            onChange={(scale) => setCrop({ ...crop, scale })}
          />
          <Slider
            label={PHOTO_TEXTS.horizontal}
            min={0}
            max={1}
            step={STEP}
            value={horizontal ?? 0.5}
            text={horizontal === null ? '—' : percent(horizontal)}
            disabled={horizontal === null}
            onChange={(t) => onPosition('x', t)}
          />
          <Slider
            label={PHOTO_TEXTS.vertical}
            min={0}
            max={1}
            step={STEP}
            value={vertical ?? 0.5}
            text={vertical === null ? '—' : percent(vertical)}
            disabled={vertical === null}
            onChange={(t) => onPosition('y', t)}
          />
          <div className={styles.buttons}>
            <Button tone="ghost" size="sm" onClick={() => setCrop(CENTRED)}>
              {PHOTO_TEXTS.center}
            </Button>
          </div>
        </div>
      ) : null}
      {photo && slot?.key === null ? <p className={styles.hint}>{PHOTO_TEXTS.privacy}</p> : null}
    </fieldset>
  );
}

function Slider(props: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  text: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sliderRow}>
      <div className={styles.sliderHead}>
        <label htmlFor={id}>{props.label}</label>
        <span className={styles.value} aria-hidden="true">
          {props.text}
        </span>
      </div>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        disabled={props.disabled}
        aria-valuetext={props.text}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          if (Number.isFinite(value)) props.onChange(value);
        }}
      />
    </div>
  );
}

/** How far one arrow key press moves the photo: this share of the slot. */
const KEY_STEP = 0.04;

/**
 * The slot with its photo as framed (the art's own numbers, photoPlacement), the rest of the
 * photo faint around it: drag it (mouse or finger), or move it with the arrow keys; + and −
 * zoom.
 */
function FramingPad(props: {
  box: Box;
  shape: PhotoSlotSpec['shape'];
  photo: { dataUrl: string; width: number; height: number };
  crop: PhotoCrop;
  onCrop: (crop: PhotoCrop) => void;
}) {
  const { box, photo, crop, onCrop } = props;
  const drag = useRef<{ pointer: number; x: number; y: number; crop: PhotoCrop } | null>(null);
  const [dragging, setDragging] = useState(false);
  const clip = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const placed = photoPlacement(box, photo, crop);
  if (!placed) return null;
  // The pad shows the slot and a margin around it, where the rest of the photo shows faint.
  const margin = Math.max(box.width, box.height) * 0.12;
  const view = {
    x: box.x - margin,
    y: box.y - margin,
    width: box.width + 2 * margin,
    height: box.height + 2 * margin,
  };

  const unitsPerPixel = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 ? view.width / rect.width : 1;
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, crop };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const k = unitsPerPixel(event.currentTarget);
    onCrop(
      framingAfterMove(
        box,
        photo,
        start.crop,
        (event.clientX - start.x) * k,
        (event.clientY - start.y) * k,
      ),
    );
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const dx = box.width * KEY_STEP;
    const dy = box.height * KEY_STEP;
    // An arrow moves the photo the arrow's way (as dragging it).
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-dx, 0],
      ArrowRight: [dx, 0],
      ArrowUp: [0, -dy],
      ArrowDown: [0, dy],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onCrop(framingAfterMove(box, photo, crop, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      onCrop({ ...crop, scale: Math.min(PHOTO_ZOOM_MAX, crop.scale + 0.1) });
    } else if (event.key === '-') {
      event.preventDefault();
      onCrop({ ...crop, scale: Math.max(1, crop.scale - 0.1) });
    }
  };

  const shapeEl =
    props.shape === 'circle' ? (
      <circle
        cx={box.x + box.width / 2}
        cy={box.y + box.height / 2}
        r={Math.min(box.width, box.height) / 2}
      />
    ) : (
      <rect x={box.x} y={box.y} width={box.width} height={box.height} />
    );

  return (
    <svg
      className={styles.pad}
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      style={{ aspectRatio: `${view.width} / ${view.height}` }}
      role="img"
      aria-label={PHOTO_TEXTS.pad}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the pad is moved with the arrow keys.
      tabIndex={0}
      data-testid="photo-framing"
      data-dragging={dragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <defs>
        <clipPath id={clip}>{shapeEl}</clipPath>
      </defs>
      <image
        href={photo.dataUrl}
        x={placed.x}
        y={placed.y}
        width={placed.width}
        height={placed.height}
        preserveAspectRatio="xMidYMid slice"
        opacity={0.3}
      />
      <image
        href={photo.dataUrl}
        x={placed.x}
        y={placed.y}
        width={placed.width}
        height={placed.height}
        preserveAspectRatio="xMidYMid slice"
        clipPath={`url(#${clip})`}
      />
      {props.shape === 'circle' ? (
        <circle
          cx={box.x + box.width / 2}
          cy={box.y + box.height / 2}
          r={Math.min(box.width, box.height) / 2}
          fill="none"
          stroke="#fff"
          strokeWidth={Math.max(box.width, box.height) * 0.01}
        />
      ) : (
        <rect
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          fill="none"
          stroke="#fff"
          strokeWidth={Math.max(box.width, box.height) * 0.01}
        />
      )}
    </svg>
  );
}
