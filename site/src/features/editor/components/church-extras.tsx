import {
  CHURCH_PALETTE_ID,
  CHURCH_PALETTE_NAME,
  type ChurchProfile,
  churchPalette,
  type EditedArt,
  type Palette,
  paths,
  type Template,
} from '@arte-gospel/domain';
import { CheckboxField } from '@arte-gospel/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import {
  churchPix,
  drawnPixPayload,
  initialExtras,
  logoSource,
  offeredChurchColors,
  PIX_KINDS,
  pixSource,
  renderExtras,
  savedExtras,
} from '../lib/church-extras';
import { useLogoDataUrl } from '../lib/logo-data-url';
import { usePixCode } from '../lib/pix-code';
import * as styles from './church-extras.css';

// Issue 20: the editor's part of 'Minha igreja': the art's colours (the template's palettes
// and 'Cores da igreja'), the church logo on or off and, on tithe envelopes and digital
// cards, the PIX QR code. A saved edit reopens with what it kept.

export const CHURCH_EXTRAS_TEXTS = {
  colors: 'Cores',
  churchColorsMissing: 'Quer a arte nas cores da sua igreja?',
  churchColorsLink: 'Cadastre as cores em Minha igreja',
  logo: 'Logo da igreja',
  logoToggle: 'Mostrar o logo da igreja na arte',
  logoMissing: 'Envie o logo da igreja em Minha igreja para colocá-lo nas artes.',
  logoLink: 'Enviar o logo',
  logoFailed: 'Não foi possível carregar o logo da igreja.',
  pix: 'QR Code PIX',
  pixToggle: 'Mostrar o QR Code PIX na arte',
  pixKey: (type: string, key: string) => `Chave ${type}: ${key}`,
  pixSaved: 'QR Code salvo nesta arte.',
  pixMissing:
    'Sua igreja ainda não tem chave PIX cadastrada. Cadastre a chave em Minha igreja para o QR Code aparecer na arte.',
  pixLink: 'Cadastrar a chave PIX',
} as const;

type Saved = Pick<EditedArt, 'logoUrl' | 'pixPayload' | 'churchColors'>;

/** The church's extras of an art: what the renderer draws, what a save keeps, the panel's state. */
export function useChurchExtras(
  template: Pick<Template, 'kind'>,
  church: ChurchProfile | null,
  saved: Saved | null | undefined,
  paletteId: string,
) {
  const [initial] = useState(() => initialExtras(template.kind, church, saved));
  const [logoOn, setLogoOn] = useState(initial.logoOn);
  const [pixOn, setPixOn] = useState(initial.pixOn);
  const colors = useMemo(() => offeredChurchColors(church, saved), [church, saved]);
  const [savedLogoFailed, setSavedLogoFailed] = useState(false);
  const logoUrl = logoSource(church, saved, savedLogoFailed);
  const logo = useLogoDataUrl(logoOn ? logoUrl : null);
  // A saved edit's logo that is gone (replaced in Minha igreja) gives way to the current one.
  const savedLogo = saved?.logoUrl ?? null;
  useEffect(() => {
    if (logo.failed && !savedLogoFailed && savedLogo !== null && logoUrl === savedLogo) {
      if (church?.logoUrl && church.logoUrl !== savedLogo) setSavedLogoFailed(true);
    }
  }, [logo.failed, savedLogoFailed, savedLogo, logoUrl, church?.logoUrl]);
  const pixPayload = useMemo(() => pixSource(church, saved), [church, saved]);
  const options = { kind: template.kind, paletteId, colors, logoOn, pixOn, pixPayload };
  const kind = template.kind;
  const logoHref = logo.href;
  const pix = usePixCode(drawnPixPayload(options));
  const render = useMemo(
    () => renderExtras({ kind, paletteId, colors, logoOn, logoHref, pix: pix.code }),
    [kind, paletteId, colors, logoOn, logoHref, pix.code],
  );
  return {
    render,
    saved: savedExtras({ ...options, logoUrl }),
    colors,
    logo: { on: logoOn, set: setLogoOn, url: logoUrl, failed: logo.failed },
    /** The logo is on and still being read, or the QR code's encoder is on its way: an export now would leave them out. */
    loading: (logoOn && logoUrl !== null && logo.href === null && !logo.failed) || pix.loading,
    pix: { on: pixOn, set: setPixOn, payload: pixPayload, church: churchPix(church) },
  };
}

export type ChurchExtras = ReturnType<typeof useChurchExtras>;

function swatchBackground(palette: Palette): string {
  return `linear-gradient(135deg, ${palette.background[0]}, ${palette.background[1]} 55%, ${palette.accent})`;
}

/** 'Cores': the template's palettes and, when the church has colours, 'Cores da igreja'. */
export function ArtColors(props: {
  palettes: readonly Palette[];
  extras: ChurchExtras;
  value: string;
  onChange: (id: string) => void;
}) {
  const { colors } = props.extras;
  const church = useMemo(() => (colors ? churchPalette(colors) : null), [colors]);
  const all = church ? [...props.palettes, church] : props.palettes;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{CHURCH_EXTRAS_TEXTS.colors}</legend>
      <div className={styles.swatches} role="radiogroup" aria-label={CHURCH_EXTRAS_TEXTS.colors}>
        {all.map((palette) => (
          <label
            key={palette.id}
            className={palette.id === CHURCH_PALETTE_ID ? styles.churchSwatch : styles.swatch}
            title={palette.name}
          >
            <span className={styles.swatchColor} style={{ background: swatchBackground(palette) }}>
              <input
                type="radio"
                name="palette"
                className={styles.radio}
                value={palette.id}
                checked={props.value === palette.id}
                aria-label={palette.name}
                onChange={() => props.onChange(palette.id)}
              />
            </span>
            {palette.id === CHURCH_PALETTE_ID ? (
              <span className={styles.swatchName} aria-hidden="true">
                {CHURCH_PALETTE_NAME}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {church ? null : (
        <p className={styles.note}>
          {CHURCH_EXTRAS_TEXTS.churchColorsMissing}{' '}
          <Link href={paths.panelProfile.href()} className={styles.link}>
            {CHURCH_EXTRAS_TEXTS.churchColorsLink}
          </Link>
        </p>
      )}
    </fieldset>
  );
}

/** 'Logo da igreja' and, on envelopes and digital cards, 'QR Code PIX'. */
export function ChurchMarks(props: { template: Pick<Template, 'kind'>; extras: ChurchExtras }) {
  const { logo, pix } = props.extras;
  const withPix = PIX_KINDS.includes(props.template.kind);
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{CHURCH_EXTRAS_TEXTS.logo}</legend>
        {logo.url ? (
          <>
            <CheckboxField
              label={CHURCH_EXTRAS_TEXTS.logoToggle}
              checked={logo.on}
              onChange={(event) => logo.set(event.currentTarget.checked)}
            />
            {logo.on && logo.failed ? (
              <p className={styles.note} role="alert">
                {CHURCH_EXTRAS_TEXTS.logoFailed}
              </p>
            ) : null}
          </>
        ) : (
          <p className={styles.note}>
            {CHURCH_EXTRAS_TEXTS.logoMissing}{' '}
            <Link href={paths.panelProfile.href()} className={styles.link}>
              {CHURCH_EXTRAS_TEXTS.logoLink}
            </Link>
          </p>
        )}
      </fieldset>
      {withPix ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{CHURCH_EXTRAS_TEXTS.pix}</legend>
          {pix.payload ? (
            <>
              <CheckboxField
                label={CHURCH_EXTRAS_TEXTS.pixToggle}
                checked={pix.on}
                onChange={(event) => pix.set(event.currentTarget.checked)}
              />
              <p className={styles.note} data-testid="editor-pix-key">
                {pix.church.ok
                  ? CHURCH_EXTRAS_TEXTS.pixKey(pix.church.typeLabel, pix.church.keyLabel)
                  : CHURCH_EXTRAS_TEXTS.pixSaved}
              </p>
            </>
          ) : (
            <p className={styles.note} data-testid="editor-pix-missing">
              {CHURCH_EXTRAS_TEXTS.pixMissing}{' '}
              <Link href={paths.panelProfile.href()} className={styles.link}>
                {CHURCH_EXTRAS_TEXTS.pixLink}
              </Link>
            </p>
          )}
        </fieldset>
      ) : null}
    </>
  );
}
