import { describe, expect, it } from 'vitest';
import { PIX_KEY_MESSAGES } from './pix-key';
import {
  buildPixPayload,
  crc16Ccitt,
  descriptionTooLongMessage,
  formatPixAmount,
  PIX_AMOUNT_MAX,
  PIX_PARSE_MESSAGES,
  PIX_PAYLOAD_MESSAGES,
  type PixPayloadInput,
  parsePixPayload,
  pixDescriptionMax,
  pixMerchantText,
  verifyPixPayload,
} from './pix-payload';

// Published payloads, copied as printed, each with the CRC its source prints (never one
// computed here).
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
  '5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd441' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const BCB_RECURRENCE_ONLY =
  '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***' +
  '80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304F2DA';
const BCB_STATIC_WITH_AMOUNT_AND_RECURRENCE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986' +
  '5406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552' +
  'pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875';
const BR_CODE_MANUAL =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-426655440000' +
  '27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR' +
  '6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ' +
  '6304AD38';
const GIST_DYNAMIC =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99' +
  '5204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';
const TOOLBELT_STATIC =
  '00020126530014br.gov.bcb.pix0119saskenuba@gmail.com0208[Pix.ae]520400005303986540550.00' +
  '5802BR5903Pix6003Pix62070503***63048287';

const PUBLISHED: [string, string, string][] = [
  [
    'Manual de Padrões para Iniciação do Pix, static QR (random key, no amount)',
    BCB_STATIC,
    '1D3D',
  ],
  ['Manual de Padrões para Iniciação do Pix, dynamic QR', BCB_DYNAMIC, '64E4'],
  [
    'Manual de Padrões para Iniciação do Pix, composite QR (recurrence only)',
    BCB_RECURRENCE_ONLY,
    'F2DA',
  ],
  [
    'Manual de Padrões para Iniciação do Pix, composite QR (static, 100.50, recurrence)',
    BCB_STATIC_WITH_AMOUNT_AND_RECURRENCE,
    '2875',
  ],
  [
    'Manual do BR Code, card + Pix + another scheme (also naomijub/brcode README)',
    BR_CODE_MANUAL,
    'AD38',
  ],
  ['gist matheusb-comp "Exemplos de formato PIX", dynamic', GIST_DYNAMIC, 'EEAB'],
  [
    'saskenuba/pix-toolbelt tests, static with e-mail key, message and amount',
    TOOLBELT_STATIC,
    '8287',
  ],
];

describe('crc16Ccitt (CRC16-CCITT-FALSE)', () => {
  it('gives the catalogued check value of "123456789"', () => {
    // CRC-16/IBM-3740 (alias CCITT-FALSE) in Greg Cook's catalogue of parametrised CRCs.
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
  });

  for (const [source, payload, crc] of PUBLISHED) {
    it(`matches the printed CRC ${crc}: ${source}`, () => {
      expect(payload.endsWith(`6304${crc}`)).toBe(true);
      expect(crc16Ccitt(payload.slice(0, -4))).toBe(crc);
      expect(verifyPixPayload(payload)).toBe(payload !== BCB_RECURRENCE_ONLY);
    });
  }
});

const CHURCH: PixPayloadInput = {
  key: 'dizimos@igreja.com.br',
  merchantName: 'Igreja Batista da Paz',
  merchantCity: 'São Paulo',
};

function built(input: PixPayloadInput): string {
  const result = buildPixPayload(input);
  if (!result.ok) throw new Error(result.message);
  return result.payload;
}

describe('buildPixPayload', () => {
  it("reproduces the manual's static QR, the name in upper case as banks print it", () => {
    const payload = built({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'Brasília',
    });
    expect(payload.slice(0, -4)).toBe(
      BCB_STATIC.slice(0, -4).replace('Fulano de Tal', 'FULANO DE TAL'),
    );
    expect(verifyPixPayload(payload)).toBe(true);
  });

  it("reproduces the static part of the manual's QR with an amount of 100.50", () => {
    const payload = built({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      amount: 100.5,
    });
    const staticPart = BCB_STATIC_WITH_AMOUNT_AND_RECURRENCE.slice(
      0,
      BCB_STATIC_WITH_AMOUNT_AND_RECURRENCE.indexOf('8074'),
    ).replace('Fulano de Tal', 'FULANO DE TAL');
    expect(payload).toBe(`${staticPart}6304${payload.slice(-4)}`);
  });

  it('writes each field as ID, two-digit length and value, the key normalised', () => {
    const payload = built({ ...CHURCH, key: '(11) 91234-5678', txid: 'DIZIMO2026' });
    expect(payload).toMatch(
      /^000201263600[0-9]{2}br\.gov\.bcb\.pix0114\+5511912345678520400005303986/,
    );
    expect(payload).toContain('5802BR5921IGREJA BATISTA DA PAZ6009SAO PAULO');
    expect(payload).toContain('62140510DIZIMO20266304');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('adds ID 01 "11" only when asked', () => {
    expect(built(CHURCH).slice(6, 8)).toBe('26');
    expect(built({ ...CHURCH, includeInitiationMethod: true }).startsWith('000201010211')).toBe(
      true,
    );
  });

  it("uses '***' as txid when there is none", () => {
    expect(built(CHURCH)).toContain('62070503***6304');
    expect(built({ ...CHURCH, txid: '  ' })).toContain('62070503***6304');
  });

  it('refuses a txid that is not up to 25 letters and digits', () => {
    expect(built({ ...CHURCH, txid: 'A'.repeat(25) })).toContain(`62290525${'A'.repeat(25)}`);
    for (const txid of ['dízimo', 'oferta 1', 'oferta-1', 'A'.repeat(26)]) {
      expect(buildPixPayload({ ...CHURCH, txid })).toEqual({
        ok: false,
        field: 'txid',
        message: PIX_PAYLOAD_MESSAGES.txid,
      });
    }
  });

  it("refuses an invalid key with the key field's message", () => {
    expect(buildPixPayload({ ...CHURCH, key: '123.456.789-00' })).toEqual({
      ok: false,
      field: 'key',
      message: PIX_KEY_MESSAGES.cpfCheck,
    });
    expect(buildPixPayload({ ...CHURCH, key: '11912345684', keyType: 'phone' })).toMatchObject({
      ok: true,
    });
  });
});

describe('name and city', () => {
  it('removes accents, upper-cases and cuts at 25 and 15 characters', () => {
    expect(pixMerchantText('Assembleia de Deus Ministério Belém', 25)).toBe(
      'ASSEMBLEIA DE DEUS MINIST',
    );
    expect(pixMerchantText('São José dos Campos', 15)).toBe('SAO JOSE DOS CA');
    expect(pixMerchantText('  Comunidade   Cristã  Ágape ', 25)).toBe('COMUNIDADE CRISTA AGAPE');
    expect(pixMerchantText('Igreja “Nova Vida” – Jaraguá', 25)).toBe('IGREJA "NOVA VIDA" - JARA');
    expect(pixMerchantText('Igreja ✝ da Graça', 25)).toBe('IGREJA DA GRACA');
    expect(pixMerchantText('Santa Bárbara d’Oeste', 25)).toBe("SANTA BARBARA D'OESTE");
  });

  it('leaves no space at the end of a cut', () => {
    expect(pixMerchantText('Campina Grande do Sul', 15)).toBe('CAMPINA GRANDE');
  });

  it('puts them in fields 59 and 60 as plain ASCII', () => {
    const payload = built({
      ...CHURCH,
      merchantName: 'Igreja Presbiteriana Independente de São Paulo',
      merchantCity: 'Santa Bárbara d’Oeste',
    });
    expect(payload).toContain('5925IGREJA PRESBITERIANA INDE6015SANTA BARBARA D62');
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses a name or city with no letter or digit left', () => {
    expect(buildPixPayload({ ...CHURCH, merchantName: ' ✝✝ ' })).toEqual({
      ok: false,
      field: 'merchantName',
      message: PIX_PAYLOAD_MESSAGES.nameEmpty,
    });
    expect(buildPixPayload({ ...CHURCH, merchantCity: '' })).toEqual({
      ok: false,
      field: 'merchantCity',
      message: PIX_PAYLOAD_MESSAGES.cityEmpty,
    });
  });
});

describe('amount', () => {
  it('writes two decimals with a dot', () => {
    expect(formatPixAmount(10)).toEqual({ ok: true, text: '10.00' });
    expect(formatPixAmount(1234.5)).toEqual({ ok: true, text: '1234.50' });
    expect(formatPixAmount(0.01)).toEqual({ ok: true, text: '0.01' });
    expect(formatPixAmount(0.1 + 0.2)).toEqual({ ok: true, text: '0.30' });
    expect(formatPixAmount(PIX_AMOUNT_MAX)).toEqual({ ok: true, text: '9999999999.99' });
    expect(built({ ...CHURCH, amount: 10 })).toContain('540510.005802BR');
  });

  it('leaves field 54 out when there is no amount (the payer types it)', () => {
    expect(built(CHURCH)).toContain('53039865802BR');
    expect(parsePixPayload(built(CHURCH))).toMatchObject({ ok: true });
  });

  it('refuses zero, negative, fractions of a cent, too large and not a number', () => {
    const cases: [number, string][] = [
      [0, PIX_PAYLOAD_MESSAGES.amountZero],
      [-5, PIX_PAYLOAD_MESSAGES.amountZero],
      [10.005, PIX_PAYLOAD_MESSAGES.amountCents],
      [PIX_AMOUNT_MAX + 0.01, PIX_PAYLOAD_MESSAGES.amountHigh],
      [Number.NaN, PIX_PAYLOAD_MESSAGES.amountInvalid],
      [Number.POSITIVE_INFINITY, PIX_PAYLOAD_MESSAGES.amountInvalid],
    ];
    for (const [amount, message] of cases) {
      expect(buildPixPayload({ ...CHURCH, amount })).toEqual({
        ok: false,
        field: 'amount',
        message,
      });
    }
    expect(PIX_PAYLOAD_MESSAGES.amountHigh).toBe('O valor máximo é R$ 9.999.999.999,99.');
  });
});

describe('message (ID 26-02) and the 99 characters of ID 26', () => {
  const EVP = '123e4567-e12b-12d1-a456-426655440000';

  it('shares the 99 characters between the key and the message', () => {
    expect(pixDescriptionMax('x'.repeat(9))).toBe(64);
    expect(pixDescriptionMax(EVP)).toBe(37);
    expect(pixDescriptionMax('+5511912345678')).toBe(59);
    expect(pixDescriptionMax(`${'a'.repeat(66)}@igreja.com`)).toBe(0);
  });

  it('fills ID 26 to exactly 99 and refuses one character more', () => {
    const payload = built({ ...CHURCH, key: EVP, description: 'd'.repeat(37) });
    expect(payload.slice(6, 10)).toBe('2699');
    expect(buildPixPayload({ ...CHURCH, key: EVP, description: 'd'.repeat(38) })).toEqual({
      ok: false,
      field: 'description',
      message: descriptionTooLongMessage(37),
    });
    expect(descriptionTooLongMessage(37)).toBe(
      'A mensagem não cabe no código PIX com esta chave: use no máximo 37 caracteres.',
    );
  });

  it('has no room for a message beside a 77-character e-mail', () => {
    const key = `${'a'.repeat(66)}@igreja.com`;
    expect(key).toHaveLength(77);
    expect(built({ ...CHURCH, key }).slice(6, 10)).toBe('2699');
    expect(buildPixPayload({ ...CHURCH, key, description: 'Dízimo' })).toEqual({
      ok: false,
      field: 'description',
      message: PIX_PAYLOAD_MESSAGES.noRoomForDescription,
    });
  });

  it('removes accents from the message and drops an empty one', () => {
    expect(built({ ...CHURCH, description: 'Dízimo e ofertas' })).toContain(
      '0216Dizimo e ofertas5204',
    );
    expect(built({ ...CHURCH, description: '   ' })).toBe(built(CHURCH));
  });
});

describe('parsePixPayload / verifyPixPayload', () => {
  it("reads the manual's static and dynamic QR codes", () => {
    expect(parsePixPayload(BCB_STATIC)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantCategoryCode: '0000',
        currency: '986',
        country: 'BR',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
        crc: '1D3D',
      }),
    });
    const dynamic = parsePixPayload(BCB_DYNAMIC);
    expect(dynamic.ok && dynamic.payload).toMatchObject({
      initiationMethod: '12',
      url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
    });
    expect(dynamic.ok && dynamic.payload.key).toBeUndefined();
  });

  it('finds the PIX account among other schemes, its GUI in upper case', () => {
    const result = parsePixPayload(BR_CODE_MANUAL);
    expect(result.ok && result.payload).toMatchObject({
      key: '123e4567-e12b-12d1-a456-426655440000',
      amount: '123.45',
      txid: 'RP12345678-2019',
      merchantName: 'NOME DO RECEBEDOR',
    });
    expect(result.ok && result.payload.fields['27']).toBe('0012BR.COM.OUTRO01100123456789');
  });

  it('ignores spaces and line breaks around a pasted code', () => {
    expect(verifyPixPayload(`  ${BCB_STATIC}\n`)).toBe(true);
  });

  it('refuses a changed character, a cut code and what is not a PIX code', () => {
    const refused: [string, string][] = [
      [BCB_STATIC.replace('Fulano', 'Fulana'), PIX_PARSE_MESSAGES.crc],
      [BCB_STATIC.slice(0, -1), PIX_PARSE_MESSAGES.format],
      [BCB_STATIC.slice(0, -8), PIX_PARSE_MESSAGES.format],
      ['', PIX_PARSE_MESSAGES.empty],
      ['pix da igreja', PIX_PARSE_MESSAGES.format],
      [BCB_STATIC.replace('000201', '000202'), PIX_PARSE_MESSAGES.format],
      // Pix Automático alone: nothing to pay once (no key, no URL in ID 26).
      [BCB_RECURRENCE_ONLY, PIX_PARSE_MESSAGES.noPix],
    ];
    for (const [text, message] of refused) {
      expect(parsePixPayload(text)).toEqual({ ok: false, message });
      expect(verifyPixPayload(text)).toBe(false);
    }
  });

  it('refuses a right CRC over a code missing its currency', () => {
    const body = BCB_STATIC.slice(0, -8).replace('5303986', '5303840');
    expect(parsePixPayload(`${body}6304${crc16Ccitt(`${body}6304`)}`)).toEqual({
      ok: false,
      message: PIX_PARSE_MESSAGES.incomplete,
    });
  });

  it('reads back what buildPixPayload wrote', () => {
    const inputs: PixPayloadInput[] = [
      { key: '123.456.789-09', merchantName: 'Maria', merchantCity: 'Itabuna' },
      {
        key: '12.ABC.345/01DE-35',
        merchantName: 'Igreja Evangélica Assembleia de Deus',
        merchantCity: 'Feira de Santana',
        amount: 50,
        txid: 'Envelope2026',
      },
      {
        key: '(71) 99876-5432',
        merchantName: 'Comunidade da Graça',
        merchantCity: 'Salvador',
        amount: 1234.56,
        description: 'Oferta missionária',
        includeInitiationMethod: true,
      },
      { key: 'Dizimos@Igreja.com.br', merchantName: 'Igreja', merchantCity: 'Belém' },
    ];
    const expected = [
      { key: '12345678909', merchantName: 'MARIA', merchantCity: 'ITABUNA', txid: '***' },
      {
        key: '12ABC34501DE35',
        merchantName: 'IGREJA EVANGELICA ASSEMBL',
        merchantCity: 'FEIRA DE SANTAN',
        amount: '50.00',
        txid: 'Envelope2026',
      },
      {
        key: '+5571998765432',
        description: 'Oferta missionaria',
        initiationMethod: '11',
        merchantName: 'COMUNIDADE DA GRACA',
        merchantCity: 'SALVADOR',
        amount: '1234.56',
      },
      { key: 'dizimos@igreja.com.br', merchantName: 'IGREJA', merchantCity: 'BELEM' },
    ];
    inputs.forEach((input, i) => {
      const result = parsePixPayload(built(input));
      expect(result.ok && result.payload).toMatchObject(expected[i]!);
    });
  });
});
