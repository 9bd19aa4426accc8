// The PIX QR encoder, a chunk of its own: loaded by pix-code.ts for the arts that draw it.
export { pixCode } from '@arte-gospel/domain';
