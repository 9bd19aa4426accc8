import {
  CENTRED,
  clampFraming,
  type EditDetail,
  type EditedArt,
  type PhotoCrop,
  type PhotoInput,
  type Template,
} from '@arte-gospel/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { uploadEditPhoto } from '../api/edit-photos';
import type { LocalPhoto } from './editor-photo';
import { PhotoError } from './photo-error';

/** Reading and preparing photos: loaded when an art with photo slots takes or reopens one. */
const photoTools = () => import('./editor-photo');

// Issue 20: the photos of the editor's photo slots. A chosen photo stays in the browser until
// the edit is saved; the save sends it to the edit's own photos (uploadEditPhoto) and the
// state names it by its key. A saved edit's photos are read back (their owner only) and
// reopen with their crop.

export interface SlotPhoto {
  /** The photo the preview draws; null: the design's decoration. */
  photo: LocalPhoto | null;
  /** The saved photo's key; null while the photo is only in the browser. */
  key: string | null;
  crop: PhotoCrop;
  /** 'preparing' a chosen file, 'loading' a saved one, 'background' removing its background. */
  busy: 'preparing' | 'loading' | 'background' | null;
  /** pt-BR. */
  error: string | null;
}

export type SlotPhotos = Readonly<Record<string, SlotPhoto>>;

const EMPTY: SlotPhoto = { photo: null, key: null, crop: CENTRED, busy: null, error: null };

function initialSlots(template: Pick<Template, 'photoSlots'>, edit: EditDetail | null): SlotPhotos {
  const out: Record<string, SlotPhoto> = {};
  for (const spec of template.photoSlots) {
    const saved = edit?.state.photos[spec.id];
    out[spec.id] = saved?.key
      ? { ...EMPTY, key: saved.key, crop: clampFraming(saved.crop), busy: 'loading' }
      : EMPTY;
  }
  return out;
}

export interface PhotoSlots {
  slots: SlotPhotos;
  /** renderArtSvg's photos for the files (data: URLs: a canvas drawing the SVG stays clean). */
  render: Readonly<Record<string, PhotoInput>>;
  /**
   * The same for the page's live preview: each photo at a blob: URL, so the SVG redrawn at
   * every keystroke does not carry (and the page re-read) megabytes of base64 each time.
   */
  preview: Readonly<Record<string, PhotoInput>>;
  choose: (slotId: string, file: Blob) => Promise<void>;
  /** Puts `blob` (e.g. the photo without its background) in place of the slot's photo. */
  replace: (
    slotId: string,
    blob: Blob,
    busy: SlotPhoto['busy'],
    keepCrop?: boolean,
  ) => Promise<void>;
  setBusy: (slotId: string, busy: SlotPhoto['busy'], error?: string | null) => void;
  setCrop: (slotId: string, crop: PhotoCrop) => void;
  remove: (slotId: string) => void;
  /** Whether a photo is only in the browser (a save must send it). */
  hasUnsent: () => boolean;
  /**
   * The state's photos. With `editId`, the photos not sent yet are sent to that edit first;
   * without, they are named with a null key (POST /api/edits takes no key).
   */
  statePhotos: (editId: number | null) => Promise<EditedArt['photos']>;
}

export function usePhotoSlots(
  template: Pick<Template, 'photoSlots'>,
  edit: EditDetail | null,
): PhotoSlots {
  const [slots, setSlots] = useState<SlotPhotos>(() => initialSlots(template, edit));
  const current = useRef(slots);
  current.current = slots;
  /** A slot's latest choice: an older one finishing late is dropped. */
  const generation = useRef<Record<string, number>>({});

  const update = useCallback((slotId: string, change: (slot: SlotPhoto) => SlotPhoto) => {
    setSlots((all) => {
      const next = { ...all, [slotId]: change(all[slotId] ?? EMPTY) };
      current.current = next;
      return next;
    });
  }, []);

  // A saved edit's photos, read once.
  const savedPhotos = useRef(edit?.photos ?? []);
  useEffect(() => {
    const controller = new AbortController();
    for (const [slotId, slot] of Object.entries(current.current)) {
      if (!slot.key || slot.photo) continue;
      const found = savedPhotos.current.find((p) => p.key === slot.key);
      const mine = (generation.current[slotId] ?? 0) + 1;
      generation.current[slotId] = mine;
      const loaded = found
        ? photoTools().then((tools) => tools.loadSavedPhoto(found.url, controller.signal))
        : Promise.reject(new PhotoError('Não foi possível carregar a foto salva.'));
      loaded.then(
        (photo) => {
          if (generation.current[slotId] === mine) {
            update(slotId, (s) => ({ ...s, photo, busy: null, error: null }));
          }
        },
        (error: unknown) => {
          if (controller.signal.aborted || generation.current[slotId] !== mine) return;
          const message = error instanceof PhotoError ? error.message : String(error);
          update(slotId, (s) => ({ ...s, busy: null, error: message }));
        },
      );
    }
    return () => controller.abort();
  }, [update]);

  const replace = useCallback(
    async (slotId: string, blob: Blob, busy: SlotPhoto['busy'], keepCrop = false) => {
      const mine = (generation.current[slotId] ?? 0) + 1;
      generation.current[slotId] = mine;
      update(slotId, (s) => ({ ...s, busy, error: null }));
      try {
        const photo = await (await photoTools()).preparePhoto(blob);
        if (generation.current[slotId] !== mine) return;
        // A new photo: not sent yet, framed anew (the same photo cut out keeps its framing).
        update(slotId, (s) => ({ ...EMPTY, photo, crop: keepCrop ? s.crop : CENTRED }));
      } catch (error) {
        if (generation.current[slotId] !== mine) return;
        const message =
          error instanceof PhotoError ? error.message : 'Não foi possível abrir essa foto.';
        update(slotId, (s) => ({ ...s, busy: null, error: message }));
      }
    },
    [update],
  );

  const choose = useCallback(
    (slotId: string, file: Blob) => replace(slotId, file, 'preparing'),
    [replace],
  );

  const setBusy = useCallback(
    (slotId: string, busy: SlotPhoto['busy'], error: string | null = null) =>
      update(slotId, (s) => ({ ...s, busy, error })),
    [update],
  );

  const setCrop = useCallback(
    (slotId: string, crop: PhotoCrop) =>
      update(slotId, (s) => ({ ...s, crop: clampFraming(crop) })),
    [update],
  );

  const remove = useCallback(
    (slotId: string) => {
      generation.current[slotId] = (generation.current[slotId] ?? 0) + 1;
      update(slotId, () => EMPTY);
    },
    [update],
  );

  const hasUnsent = useCallback(
    () => Object.values(current.current).some((s) => s.photo !== null && s.key === null),
    [],
  );

  const statePhotos = useCallback(
    async (editId: number | null) => {
      const out: EditedArt['photos'] = {};
      for (const [slotId, slot] of Object.entries(current.current)) {
        let key = slot.key;
        if (slot.photo && key === null && editId !== null) {
          const sent = await uploadEditPhoto(editId, slot.photo.blob);
          key = sent.key;
          const sentPhoto = slot.photo;
          // Sent once: a later save names it (unless another photo took its place meanwhile).
          update(slotId, (s) => (s.photo === sentPhoto ? { ...s, key: sent.key } : s));
        }
        if (slot.photo || key) out[slotId] = { key, crop: slot.crop };
      }
      return out;
    },
    [update],
  );

  /** The blob: URL of each photo the slots hold; revoked once no slot holds the photo. */
  const objectUrls = useRef(new Map<LocalPhoto, string>());
  const objectUrl = (photo: LocalPhoto) => {
    let url = objectUrls.current.get(photo);
    if (!url) {
      url = URL.createObjectURL(photo.blob);
      objectUrls.current.set(photo, url);
    }
    return url;
  };
  const rendered = (href: (photo: LocalPhoto) => string) => {
    const out: Record<string, PhotoInput> = {};
    for (const [slotId, slot] of Object.entries(slots)) {
      if (slot.photo) {
        out[slotId] = {
          href: href(slot.photo),
          width: slot.photo.width,
          height: slot.photo.height,
          crop: slot.crop,
        };
      }
    }
    return out;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slots are what it draws.
  const render = useMemo(() => rendered((photo) => photo.dataUrl), [slots]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slots are what it draws.
  const preview = useMemo(() => rendered(objectUrl), [slots]);
  useEffect(() => {
    const held = new Set(Object.values(slots).map((slot) => slot.photo));
    for (const [photo, url] of objectUrls.current) {
      if (held.has(photo)) continue;
      URL.revokeObjectURL(url);
      objectUrls.current.delete(photo);
    }
  }, [slots]);
  // Leaving the editor frees them all (checked a turn later: a remount, as React's strict
  // mode does, keeps them).
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      setTimeout(() => {
        if (live.current) return;
        for (const url of objectUrls.current.values()) URL.revokeObjectURL(url);
        objectUrls.current.clear();
      }, 0);
    };
  }, []);

  return {
    slots,
    render,
    preview,
    choose,
    replace,
    setBusy,
    setCrop,
    remove,
    hasUnsent,
    statePhotos,
  };
}
