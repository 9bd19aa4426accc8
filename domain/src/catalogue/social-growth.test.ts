import { describe, expect, it } from 'vitest';
import { CAPTION_TEMPLATES, captionFor, NETWORK_SIZES, WEEKLY_POSTING_PLAN } from './social-growth';

describe('WEEKLY_POSTING_PLAN', () => {
  it('has one post for each day, domingo to sábado', () => {
    expect(WEEKLY_POSTING_PLAN.map((post) => post.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(WEEKLY_POSTING_PLAN.map((post) => post.title)).toEqual([
      'Dia de culto',
      'Palavra da semana',
      'Pedidos de oração',
      'Culto de meio de semana',
      'Agenda da igreja',
      'Convite para domingo',
      'Lembrete',
    ]);
  });
});

describe('NETWORK_SIZES', () => {
  it("gives each network the catalogue's sizes in pixels", () => {
    expect(
      NETWORK_SIZES.map(({ network, sizes }) => [
        network,
        sizes.map((s) => `${s.width}×${s.height}`),
      ]),
    ).toEqual([
      ['Feed do Instagram e do Facebook', ['1080×1350', '1080×1080']],
      ['Stories e status do WhatsApp', ['1080×1920']],
      ['YouTube', ['1280×720', '2560×1440']],
      ['Página do Facebook', ['820×312']],
    ]);
  });
});

describe('captionFor', () => {
  const convite = CAPTION_TEMPLATES.find((t) => t.id === 'convite')!;

  it("writes the church's name in, spaces tidied, opening its sentence", () => {
    expect(captionFor(convite, '  Igreja   Batista Central ')).toBe(
      'Igreja Batista Central convida você: neste domingo tem culto! Venha adorar a Deus com a gente e traga a sua família.',
    );
    expect(captionFor(convite, 'ministério restauração')).toMatch(
      /^Ministério restauração convida você/,
    );
    for (const template of CAPTION_TEMPLATES) {
      const caption = captionFor(template, 'Ministério Restauração');
      // No article or preposition before the name ('na', 'no', 'a', 'o', 'da', 'do').
      expect(caption, template.id).not.toMatch(/\b(na|no|a|o|da|do) Ministério/i);
      expect(caption, template.id).toMatch(/(^|[.!:?] )Ministério Restauração /);
    }
  });

  it("says 'Nossa igreja' without a name, and cuts a name past 80 characters", () => {
    expect(captionFor(convite, '   ')).toMatch(/^Nossa igreja convida você/);
    const long = `Igreja ${'A'.repeat(100)}`;
    expect(captionFor(convite, long)).toMatch(new RegExp(`^Igreja ${'A'.repeat(73)} convida`));
    // A cut at an emoji keeps it whole (encodeURIComponent would throw on half of one).
    const withEmoji = `${'A'.repeat(79)}🙏🙏`;
    expect(() => encodeURIComponent(captionFor(convite, withEmoji))).not.toThrow();
    expect(captionFor(convite, withEmoji)).toMatch(new RegExp(`^${'A'.repeat(79)}🙏 convida`));
  });
});
