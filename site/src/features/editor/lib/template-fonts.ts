/// <reference types="vite/client" />
import { FONT_FACES, type FontFace, faceKey } from '@arte-gospel/domain';
import bebasNeue400 from '@expo-google-fonts/bebas-neue/400Regular/BebasNeue_400Regular.ttf?url';
import greatVibes400 from '@expo-google-fonts/great-vibes/400Regular/GreatVibes_400Regular.ttf?url';
import lora400 from '@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf?url';
import lora400i from '@expo-google-fonts/lora/400Regular_Italic/Lora_400Regular_Italic.ttf?url';
import montserrat500 from '@expo-google-fonts/montserrat/500Medium/Montserrat_500Medium.ttf?url';
import montserrat700 from '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf?url';
import montserrat800 from '@expo-google-fonts/montserrat/800ExtraBold/Montserrat_800ExtraBold.ttf?url';
import playfair400i from '@expo-google-fonts/playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf?url';
import playfair700 from '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf?url';
import { fontLoadSpec } from './editor-model';

// Issue 20: the templates' faces in the browser, from the same TTF files the server draws
// with (the @expo-google-fonts packages, emitted by the site build and served by the BFF;
// never a third-party host). The preview is inline SVG: @font-face rules on the page serve
// it. An exported SVG drawn through an <img> sees no page font: it carries its faces inside.

/** faceKey → the file's address in the built site. */
const FONT_URLS: Readonly<Record<string, string>> = {
  'Montserrat-500': montserrat500,
  'Montserrat-700': montserrat700,
  'Montserrat-800': montserrat800,
  'PlayfairDisplay-700': playfair700,
  'PlayfairDisplay-400i': playfair400i,
  'GreatVibes-400': greatVibes400,
  'BebasNeue-400': bebasNeue400,
  'Lora-400': lora400,
  'Lora-400i': lora400i,
};

/** The @font-face rules of `faces`, each reading its file at `src(face)`. */
export function fontFaceCss(
  faces: readonly FontFace[],
  src: (face: FontFace) => string | undefined,
): string {
  return faces
    .map((face) => {
      const url = src(face);
      if (!url) return '';
      return `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};font-display:block;src:url("${url}") format("truetype");}`;
    })
    .join('');
}

const STYLE_ID = 'template-fonts';

/** Adds the templates' @font-face rules to the page once (the files load when first used). */
export function installTemplateFonts(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = fontFaceCss(FONT_FACES, (face) => FONT_URLS[faceKey(face)]);
  doc.head.append(style);
}

/** Waits for `faces` to be loaded on the page (the preview and the export use them). */
export async function loadFaces(faces: readonly FontFace[], doc: Document = document) {
  installTemplateFonts(doc);
  await Promise.all(faces.map((face) => doc.fonts.load(fontLoadSpec(face)).catch(() => [])));
}

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

const embedded = new Map<string, Promise<string>>();

/** A face's file as a data: URL (fetched once per page). */
function dataUrlOf(face: FontFace): Promise<string> | undefined {
  const url = FONT_URLS[faceKey(face)];
  if (!url) return undefined;
  let pending = embedded.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`font ${url}: ${res.status}`);
        return res.arrayBuffer();
      })
      .then((bytes) => `data:font/ttf;base64,${base64(bytes)}`);
    pending.catch(() => embedded.delete(url));
    embedded.set(url, pending);
  }
  return pending;
}

/** The SVG with its faces inside (a <style> of data: @font-face rules), ready for an <img>. */
export async function svgWithEmbeddedFonts(svg: string, faces: readonly FontFace[]) {
  const urls = new Map<FontFace, string>();
  await Promise.all(
    faces.map(async (face) => {
      const url = await dataUrlOf(face);
      if (url) urls.set(face, url);
    }),
  );
  return embedFontCss(
    svg,
    fontFaceCss(faces, (face) => urls.get(face)),
  );
}

/** Inserts `css` as the SVG's first child (`<style>` inside `<defs>`). */
export function embedFontCss(svg: string, css: string): string {
  if (!css) return svg;
  const end = svg.indexOf('>');
  if (end < 0) return svg;
  return `${svg.slice(0, end + 1)}<defs><style>${css}</style></defs>${svg.slice(end + 1)}`;
}
