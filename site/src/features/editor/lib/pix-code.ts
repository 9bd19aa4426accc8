import type { PixCode } from '@arte-gospel/domain';
import { useEffect, useMemo, useState } from 'react';

// Issue 20: the church's PIX QR code. Its encoder (the `qrcode` package's core) is the one
// large piece of the editor only tithe envelopes and digital cards need: it is loaded when
// such an art opens (editor-start.ts asks for it with the art, before the first render), so
// every other art's editor starts without it.

type Encoder = (payload: string) => PixCode;

let encoder: Encoder | null = null;
let loading: Promise<Encoder> | null = null;

/** The encoder, loaded once (a failed load is tried again on the next call). */
export function loadPixEncoder(): Promise<Encoder> {
  loading ??= import('./pix-encoder').then(
    (module) => {
      encoder = module.pixCode;
      return module.pixCode;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the encoder is here (usePixCode then draws the code at its first render). */
export function pixEncoderLoaded(): boolean {
  return encoder !== null;
}

export interface PixCodeState {
  /** The payload's QR code: null without a payload, while the encoder loads, or if it failed. */
  code: PixCode | null;
  /** The encoder is on its way: an export now would leave the QR code out. */
  loading: boolean;
}

/** The QR code of `payload` (null: none), drawn as soon as the encoder is here. */
export function usePixCode(payload: string | null): PixCodeState {
  const [ready, setReady] = useState(pixEncoderLoaded);
  const [failed, setFailed] = useState(false);
  const wanted = payload !== null && !ready && !failed;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadPixEncoder().then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const code = useMemo(() => {
    if (payload === null || !ready || !encoder) return null;
    try {
      return encoder(payload);
    } catch {
      // Not a valid BR Code (a saved edit's, from before a rule changed): drawn without it.
      return null;
    }
  }, [payload, ready]);
  return { code, loading: wanted };
}
