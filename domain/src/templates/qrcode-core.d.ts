// The pure core of the `qrcode` package (the matrix, no renderer): its main entry loads the
// Node renderers (PNG, files), so domain imports lib/core/qrcode.js, which @types/qrcode does
// not name. Its create() is the package's own, typed by @types/qrcode.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions, QRCodeSegment } from 'qrcode';

  const core: {
    create(text: string | QRCodeSegment[], options?: QRCodeOptions): QRCode;
  };
  export default core;
}
