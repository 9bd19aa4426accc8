import { buildPixPayload, qrMatrix } from '@arte-gospel/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pixEncoderLoaded, usePixCode } from './pix-code';

// The QR encoder comes on demand (editor-start.test.ts: with a PIX art, before the editor).

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
