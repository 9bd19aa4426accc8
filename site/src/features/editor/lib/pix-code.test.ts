import { buildPixPayload, qrMatrix } from '@arte-gospel/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The QR encoder comes on demand (editor-start.test.ts: with a PIX art, before the editor).
// A fresh copy of the module: the site's test files share their worker's modules, and
// another file may have loaded the encoder already.
let pixEncoderLoaded: typeof import('./pix-code').pixEncoderLoaded;
let usePixCode: typeof import('./pix-code').usePixCode;
beforeAll(async () => {
  vi.resetModules();
  ({ pixEncoderLoaded, usePixCode } = await import('./pix-code'));
});

const pix = buildPixPayload({
  key: 'financeiro@igreja.org',
  keyType: 'email',
  merchantName: 'Igreja Batista Esperança',
  merchantCity: 'Campinas',
});
if (!pix.ok) throw new Error('payload');

describe('usePixCode', () => {
  it('asks for nothing without a payload', () => {
    const { result } = renderHook(() => usePixCode(null));
    expect(result.current).toEqual({ code: null, loading: false });
    expect(pixEncoderLoaded()).toBe(false);
  });

  it("is loading until the encoder is here, then gives the payload's QR code", async () => {
    const { result } = renderHook(() => usePixCode(pix.payload));
    expect(result.current).toEqual({ code: null, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.code?.payload).toBe(pix.payload);
    expect(result.current.code?.matrix).toEqual(qrMatrix(pix.payload));
  });

  it('draws no code for a payload that is not a valid BR Code, and is not left loading', async () => {
    const broken = `${pix.ok ? pix.payload.slice(0, -4) : ''}0000`;
    const { result } = renderHook(() => usePixCode(broken));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.code).toBeNull();
  });
});
