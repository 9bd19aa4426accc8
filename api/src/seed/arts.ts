import {
  ART_SIZES,
  type ArtFormat,
  formatEventDate,
  formatLongDate,
  formatShortDate,
} from '@arte-gospel/domain';
import type { Insertable } from 'kysely';
import { searchText } from '../catalogue/arts';
import type { ArtsTable } from '../db/schema';
import {
  addDays,
  brazilDay,
  brazilInstant,
  type Day,
  MS_PER_DAY,
  monthName,
  seasonDates,
  weekdayShort,
} from './calendar';
import { type Church, demoChurches, personName, ROLES, speakerName } from './churches';
import { mulberry32, type Random } from './random';
import { type Verse, versesFor } from './verses';
import {
  BOOKS,
  type CategoryPlan,
  LESSON_THEMES,
  planFor,
  SERMONS,
  type SizeVariant,
} from './vocabulary';

// The demo arts, pure and deterministic for one reference date (the first start): designs
// in one size or in several (one group_id), published over the 18 months before the
// reference (denser lately, seasons clustering before their dates), and about a dozen a
// week scheduled over the 26 weeks after it (dated in the future: public from that date).
// Ids follow the publish date, as a catalogue that grew over time.

/** Published arts are spread over this many days before the reference date. */
export const PAST_DAYS = 548;
/** Scheduled arts: this many a week over the weeks after the reference date. */
export const SCHEDULED_PER_WEEK = 12;
export const SCHEDULED_WEEKS = 26;
/** The first scheduled art is this long after the reference date. */
const FIRST_SCHEDULED_MS = 6 * 3_600_000;
const DEFAULT_PREMIUM_SHARE = 0.35;
const HIDDEN_SHARE = 0.03;
export const FEATURED_COUNT = 40;
/** A title is drawn again while it already names this many designs. */
export const MAX_DESIGNS_PER_TITLE = 3;
const TITLE_ATTEMPTS = 16;
const LARGE_CATALOGUE = 20_000;
const TITLE_SEPARATOR = ' — ';

export interface ArtGenerationInput {
  artCount: number;
  /** Category ids and slugs, in display order. */
  categories: ReadonlyArray<{ id: number; slug: string }>;
  formatIds: Readonly<Record<ArtFormat, number>>;
  /** The file types 'svg-png' (screen sizes) and 'impressao-pdf' (print sizes, with a PDF). */
  fileTypes: ReadonlyArray<{ id: number; slug: string }>;
  /** The designers who sign the arts. */
  designers: ReadonlyArray<{ id: number; username: string }>;
  /** The id of the first art (arts are inserted with explicit ids). */
  firstId: number;
  /** The first start: arts are dated before it and scheduled after it. */
  referenceDate: Date;
  seed?: number;
}

/** How many of `artCount` arts are scheduled after the reference date (about 12 a week). */
export function scheduledCountFor(artCount: number): number {
  return Math.min(SCHEDULED_PER_WEEK * SCHEDULED_WEEKS, Math.round(artCount * 0.06));
}

interface Category {
  id: number;
  slug: string;
  plan: CategoryPlan;
  verses: Verse[];
  tails: Array<[string, number]>;
}

interface TitleDraw {
  title: string;
  head: string;
  tagline: string;
  church: Church;
  verse: Verse;
  time: string;
  speaker: string;
}

interface Design {
  category: Category;
  publish: number;
  variants: SizeVariant[];
  title: string;
  texts: Record<string, string>;
  isPremium: boolean;
  designerId: number;
  scheduled: boolean;
}

function weightedPick<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let r = random.next() * total;
  for (const item of items) {
    r -= weightOf(item);
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Skewed counts: most arts have a few downloads, some are popular, a handful are hits. */
function downloads(random: Random, ageDays: number): number {
  const base = random.chance(0.01)
    ? random.int(5_000, 20_000)
    : Math.floor(2_500 * random.next() ** 6) + random.int(0, 15);
  // A new art has had less time to be downloaded.
  return Math.round(base * Math.min(1, (ageDays + 3) / 60));
}

/** The sizes of one design: one, or 2–4 different ones (at most `max`). */
function designVariants(random: Random, plan: CategoryPlan, max: number): SizeVariant[] {
  const first = weightedPick(random, plan.sizes, (v) => v.weight);
  if (plan.sizes.length < 2 || max < 2 || !random.chance(plan.groupShare)) return [first];
  const count = Math.min(max, plan.sizes.length, random.int(2, 4));
  const chosen = [first];
  let rest = plan.sizes.filter((v) => v !== first);
  while (chosen.length < count && rest.length > 0) {
    const next = weightedPick(random, rest, (v) => v.weight);
    chosen.push(next);
    rest = rest.filter((v) => v !== next);
  }
  return chosen;
}

const ordinal = (n: number) => `${n}º`;

export function generateArts(input: ArtGenerationInput): Insertable<ArtsTable>[] {
  const random = mulberry32(input.seed ?? 20260101);
  const { fileTypes, designers } = input;
  const types = new Set(fileTypes.map((t) => t.slug));
  if (
    input.categories.length === 0 ||
    !types.has('svg-png') ||
    !types.has('impressao-pdf') ||
    designers.length === 0
  ) {
    throw new Error(
      'generateArts needs categories, the svg-png and impressao-pdf file types and designers',
    );
  }
  const categories: Category[] = input.categories.map((c) => {
    const plan = planFor(c.slug);
    const tails = Object.entries(plan.tails) as Array<[string, number]>;
    return { ...c, plan, verses: versesFor(plan.verses), tails };
  });
  const designerIds = new Map(designers.map((d) => [d.username, d.id]));
  const churches = demoChurches(mulberry32(17));
  const reference = input.referenceDate.getTime();
  const referenceYear = brazilDay(reference).getUTCFullYear();
  const oldest = reference - PAST_DAYS * MS_PER_DAY;
  /** The first and the last day (Brazil's midnights) a past design may come out on. */
  const firstDay = brazilDay(oldest).getTime();
  const lastDay = brazilDay(reference).getTime();
  const titleUse = new Map<string, number>();
  // A large catalogue (benchmarks) uses up the titles anyway: fewer draws keep it fast.
  const titleAttempts = input.artCount > LARGE_CATALOGUE ? 2 : TITLE_ATTEMPTS;
  const designs: Design[] = [];
  /** Per category: its designs, and those not tied to a date of its season. */
  const seasonTally = new Map<number, { designs: number; offSeason: number }>();
  const tallyOf = (id: number) => seasonTally.get(id) ?? { designs: 0, offSeason: 0 };

  /**
   * Whether a category's next design must announce a date of its season: exactly a `share`
   * of its designs do (a drawn chance per design left Natal at 79-93 % by the first start's
   * date, where the plan says 90 %).
   */
  function dueInSeason(plan: CategoryPlan, id: number): boolean {
    if (!plan.season) return false;
    const tally = tallyOf(id);
    return tally.offSeason + 1 > (tally.designs + 1) * (1 - plan.season.share);
  }

  /** Dates of the season around the reference (two years back, two ahead). */
  function occurrences(plan: CategoryPlan): Day[] {
    if (!plan.season) return [];
    const out: Day[] = [];
    for (let year = referenceYear - 2; year <= referenceYear + 2; year++) {
      out.push(...seasonDates(plan.season.rule, year));
    }
    return out;
  }

  /** A publish instant on `d` during Brazilian office hours. */
  function officeHours(d: Day): number {
    return brazilInstant(d, random.int(8, 19), random.pick([0, 10, 20, 30, 40, 50]));
  }

  /** When a published design came out, and the season date it announces, if any. */
  function pastDate(
    plan: CategoryPlan,
    inSeason: boolean,
  ): { publish: number; occurrence: Day | null } {
    const season = plan.season;
    if (season && inSeason) {
      const [leadMin, leadMax] = season.leadDays;
      const candidates = occurrences(plan).filter((occ) => {
        const t = occ.getTime();
        return t - leadMax * MS_PER_DAY < reference && t - leadMin * MS_PER_DAY > oldest;
      });
      for (let attempt = 0; attempt < 8 && candidates.length > 0; attempt++) {
        // Later years weigh more, as the catalogue grows.
        const occurrence = weightedPick(random, candidates, (occ) =>
          Math.max(0.5, 3 - (2 * (reference - occ.getTime())) / (PAST_DAYS * MS_PER_DAY)),
        );
        // The lead-up days within the 18 months: after the oldest day, before the first
        // start's day (a date whose lead-up the first start cuts gets its earlier days).
        const t = occurrence.getTime();
        const low = Math.max(leadMin, Math.round((t - lastDay) / MS_PER_DAY) + 1);
        const high = Math.min(leadMax, Math.round((t - firstDay) / MS_PER_DAY) - 1);
        if (low > high) continue;
        const publish = officeHours(addDays(occurrence, -random.int(low, high)));
        if (publish > oldest && publish < reference) return { publish, occurrence };
      }
    }
    // Denser lately: the density falls linearly to a third over the 18 months. Only some
    // categories were updated in the last week.
    let daysAgo = 0;
    for (let draw = 0; draw < 20 && daysAgo < (plan.recent ? 0.01 : 8); draw++) {
      daysAgo = ((3 - Math.sqrt(9 - 8 * random.next())) / 2) * PAST_DAYS;
    }
    if (daysAgo < (plan.recent ? 0 : 8)) daysAgo = 8;
    let publish = officeHours(brazilDay(reference - daysAgo * MS_PER_DAY));
    if (publish >= reference) publish = reference - random.int(10, 300) * 60_000;
    return { publish, occurrence: null };
  }

  /** The day of the event an art announces. */
  function eventDay(plan: CategoryPlan, publish: number, announced: Day | null): Day {
    const published = brazilDay(publish);
    // A design of a dated season published early still announces the season's next date.
    const soon = addDays(published, 2).getTime();
    const occurrence =
      announced ??
      (plan.season?.fixed
        ? (occurrences(plan).find((occ) => occ.getTime() >= soon) ?? null)
        : null);
    if (occurrence) {
      // Christmas cantatas take the days before the 25th.
      const back = plan.season?.rule === 'natal' ? random.int(0, 6) : 0;
      const d = addDays(occurrence, -back);
      return d.getTime() > published.getTime() ? d : occurrence;
    }
    const weekday = random.pick(plan.days);
    let d = addDays(published, random.int(2, 9));
    while (d.getUTCDay() !== weekday) d = addDays(d, 1);
    return d;
  }

  function fill(template: string, values: Record<string, string>): string {
    return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  }

  /** Title and slot texts of a design (its title drawn again while used too often). */
  function describe(
    category: Category,
    event: Day,
    clustered: boolean,
  ): { title: string; texts: Record<string, string> } {
    let best: TitleDraw | undefined;
    let bestUse = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < titleAttempts; attempt++) {
      const drawn = drawTitle(category, event, clustered);
      const used = titleUse.get(drawn.title) ?? 0;
      if (used < bestUse) {
        best = drawn;
        bestUse = used;
      }
      if (used === 0 || (attempt >= titleAttempts / 2 && used < MAX_DESIGNS_PER_TITLE)) break;
    }
    const chosen = best as TitleDraw;
    return { title: chosen.title, texts: slotTexts(category.plan, event, chosen) };
  }

  function drawTitle(category: Category, event: Day, clustered: boolean): TitleDraw {
    const plan = category.plan;
    const church = random.pick(churches) as Church;
    const verse = random.pick(category.verses) as Verse;
    const time = random.pick(plan.times);
    const speaker = speakerName(random);
    const month = event.getUTCMonth();
    const values: Record<string, string> = {
      year: String(event.getUTCFullYear()),
      nextYear: String(event.getUTCFullYear() + (month === 11 ? 1 : 0)),
      month: monthName(event),
      lesson: String(random.int(1, 13)),
      lessonTheme: random.pick(LESSON_THEMES),
      ord: ordinal(random.int(2, 25)),
      years: String(random.int(3, 60)),
      book: random.pick(BOOKS),
      sermon: random.pick(SERMONS),
      quarter: ordinal(Math.floor(month / 3) + 1),
    };
    const heads = clustered && plan.seasonHeads ? plan.seasonHeads : plan.heads;
    const head = fill(random.pick(heads), values);
    const tagline = fill(random.pick(plan.taglines), values);
    const kind = head.includes(TITLE_SEPARATOR)
      ? 'bare'
      : weightedPick(random, category.tails, (k) => k[1])[0];
    const tail =
      kind === 'dayTime'
        ? `${weekdayShort(event)} ${time}`
        : kind === 'date'
          ? formatEventDate(event, false)
          : kind === 'tagline'
            ? tagline
            : kind === 'verseRef'
              ? verse.ref
              : kind === 'speaker'
                ? speaker
                : kind === 'church'
                  ? church.name
                  : null;
    const title = tail ? `${head}${TITLE_SEPARATOR}${tail}` : head;
    return { title, head, tagline, church, verse, time, speaker };
  }

  function slotTexts(plan: CategoryPlan, event: Day, draw: TitleDraw): Record<string, string> {
    const { title, head, tagline, church, verse, time, speaker } = draw;
    const cut = title.indexOf(TITLE_SEPARATOR);
    const texts: Record<string, string> = {
      churchName: church.name,
      title: cut < 0 ? title : title.slice(0, cut),
      subtitle: cut < 0 ? tagline : title.slice(cut + TITLE_SEPARATOR.length),
    };
    const withVerse = () => {
      texts.verse = verse.text;
      texts.verseRef = verse.ref;
    };
    switch (plan.kind) {
      case 'event':
        texts.date = formatEventDate(event);
        texts.time = time;
        texts.speaker = speaker;
        withVerse();
        texts.address = church.address;
        break;
      case 'brand':
        texts.instagram = church.instagram;
        withVerse();
        break;
      case 'certificate':
        texts.recipient = head.includes('Casamento')
          ? `${personName(random, 'm')} e ${personName(random, 'f')}`
          : personName(random, random.chance(0.5) ? 'm' : 'f');
        texts.date = formatLongDate(event);
        texts.speaker = speaker;
        withVerse();
        break;
      case 'idCard': {
        const gender = random.chance(0.5) ? 'm' : 'f';
        const role = ROLES[plan.roles?.[head.split(TITLE_SEPARATOR)[0] as string] ?? 'membro'];
        const since = new Date(
          Date.UTC(
            random.int(1995, event.getUTCFullYear() - 1),
            random.int(0, 11),
            random.int(1, 28),
          ),
        );
        texts.memberName = personName(random, gender);
        texts.role = role[gender === 'm' ? 0 : 1];
        texts.memberSince = formatShortDate(since);
        texts.memberId = `${since.getUTCFullYear()}-${String(random.int(1, 2999)).padStart(4, '0')}`;
        texts.phone = church.phone;
        texts.address = church.address;
        break;
      }
      case 'envelope':
        texts.pixKey = church.pixKey;
        texts.phone = church.phone;
        texts.address = church.address;
        withVerse();
        break;
      case 'digitalCard':
        if (/Pastor|Pastora|Missionário|Evangelista|Visita/.test(head)) texts.speaker = speaker;
        texts.phone = church.phone;
        texts.instagram = church.instagram;
        texts.address = church.address;
        break;
      case 'letter':
        texts.recipient = personName(random, random.chance(0.5) ? 'm' : 'f');
        texts.date = formatLongDate(event);
        texts.speaker = speaker;
        texts.phone = church.phone;
        texts.address = church.address;
        break;
    }
    return texts;
  }

  function makeDesign(
    category: Category,
    publish: number,
    occurrence: Day | null,
    maxSize: number,
    scheduled: boolean,
  ): Design {
    const plan = category.plan;
    const tally = tallyOf(category.id);
    seasonTally.set(category.id, {
      designs: tally.designs + 1,
      offSeason: tally.offSeason + (plan.season && occurrence === null ? 1 : 0),
    });
    const variants = designVariants(random, plan, maxSize);
    const event = eventDay(plan, publish, occurrence);
    const { title, texts } = describe(category, event, occurrence !== null);
    titleUse.set(title, (titleUse.get(title) ?? 0) + 1);
    const index = designs.length;
    const own = random.chance(0.65) ? designerIds.get(random.pick(plan.designers)) : undefined;
    const design: Design = {
      category,
      publish,
      variants,
      title,
      texts,
      isPremium: random.chance(plan.premiumShare ?? DEFAULT_PREMIUM_SHARE),
      designerId: own ?? (designers[index % designers.length] as { id: number }).id,
      scheduled,
    };
    designs.push(design);
    return design;
  }

  // Published designs: every category gets one first, then they are drawn by weight.
  const scheduledCount = scheduledCountFor(input.artCount);
  const pastCount = input.artCount - scheduledCount;
  let made = 0;
  for (let g = 0; made < pastCount; g++) {
    const category =
      g < categories.length
        ? (categories[g] as Category)
        : weightedPick(random, categories, (c) => c.plan.weight);
    const { publish, occurrence } = pastDate(
      category.plan,
      dueInSeason(category.plan, category.id),
    );
    made += makeDesign(category, publish, occurrence, pastCount - made, false).variants.length;
  }

  // Scheduled designs: each week four categories, three arts each; a season whose lead-up
  // falls in the week is among them.
  const regular = categories.filter((c) => c.plan.weight >= 0.5);
  let scheduledMade = 0;
  for (let week = 0; scheduledMade < scheduledCount; week++) {
    const weekStart = reference + week * 7 * MS_PER_DAY;
    const weekEnd = weekStart + 7 * MS_PER_DAY;
    const seasonal: Array<{ category: Category; occurrence: Day }> = [];
    for (const category of shuffled(random, regular)) {
      const season = category.plan.season;
      if (!season || season.rule === 'culto-de-ceia') continue;
      const occurrence = occurrences(category.plan).find((occ) => {
        const t = occ.getTime();
        return (
          t - season.leadDays[1] * MS_PER_DAY < weekEnd &&
          t - season.leadDays[0] * MS_PER_DAY > weekStart
        );
      });
      if (occurrence) seasonal.push({ category, occurrence });
    }
    const chosen: Array<{ category: Category; occurrence: Day | null }> = seasonal.slice(0, 2);
    while (chosen.length < 4) {
      const category = weightedPick(random, regular, (c) => c.plan.weight);
      if (chosen.some((c) => c.category === category)) continue;
      // A dated season (Natal, Páscoa…) outside its lead-up only as its off-season share.
      if (category.plan.season?.fixed && dueInSeason(category.plan, category.id)) continue;
      chosen.push({ category, occurrence: null });
    }
    for (const { category, occurrence } of chosen) {
      let arts = Math.min(3, scheduledCount - scheduledMade);
      while (arts > 0) {
        const offset = FIRST_SCHEDULED_MS + random.next() * (7 * MS_PER_DAY - FIRST_SCHEDULED_MS);
        // At office hours on that day in Brazil, unless that moves it out of its week (or
        // before the first scheduled time): then at the drawn instant itself, so every
        // week keeps its dozen whatever the weekday and hour of the first start.
        let publish = officeHours(brazilDay(weekStart + offset));
        const earliest = Math.max(weekStart, reference + FIRST_SCHEDULED_MS);
        if (publish <= earliest || publish > weekEnd) publish = weekStart + offset;
        const valid = occurrence && occurrence.getTime() > publish ? occurrence : null;
        const design = makeDesign(category, publish, valid, arts, true);
        arts -= design.variants.length;
        scheduledMade += design.variants.length;
      }
    }
  }

  return toRows(designs, input, random, reference);
}

function toRows(
  designs: Design[],
  input: ArtGenerationInput,
  random: Random,
  reference: number,
): Insertable<ArtsTable>[] {
  const ordered = designs
    .map((design, index) => ({ design, index }))
    .sort((a, b) => a.design.publish - b.design.publish || a.index - b.index);
  const rows: Insertable<ArtsTable>[] = [];
  let nextId = input.firstId;
  const typeId = (slug: string) => input.fileTypes.find((t) => t.slug === slug)?.id as number;
  const [screenType, printType] = [typeId('svg-png'), typeId('impressao-pdf')];
  ordered.forEach(({ design }, position) => {
    const groupId =
      design.variants.length > 1 ? `grupo-${String(position + 1).padStart(6, '0')}` : null;
    const searchable = searchText(design.title);
    const texts = JSON.stringify(design.texts);
    design.variants.forEach((variant, index) => {
      const id = nextId++;
      const size = ART_SIZES[variant.size];
      const created = new Date(design.publish + index * 60_000);
      const ageDays = Math.max(0, (reference - created.getTime()) / MS_PER_DAY);
      const downloadCount = design.scheduled ? 0 : downloads(random, ageDays);
      rows.push({
        id,
        title: design.title,
        search_text: searchable,
        image_url: `/media/arts/${id}.${variant.format === 'video-criativo' ? 'mp4' : 'webp'}`,
        cdn_url: null,
        category_id: design.category.id,
        format_id: input.formatIds[variant.format],
        file_type_id: size.print ? printType : screenType,
        group_id: groupId,
        designer_id: design.designerId,
        is_premium: design.isPremium,
        is_visible: design.scheduled || !random.chance(HIDDEN_SHARE),
        featured_rank: null,
        edit_url: null,
        download_url: null,
        download_count: downloadCount,
        view_count: design.scheduled ? 0 : downloadCount * random.int(3, 12) + random.int(10, 250),
        created_at: created,
        updated_at: created,
        size_id: variant.size,
        width: size.width,
        height: size.height,
        template_id: null,
        palette_id: null,
        texts,
      });
    });
  });
  markFeatured(rows, reference);
  return rows;
}

/** featured_rank 1…40 on visible published arts spread evenly over the catalogue. */
function markFeatured(rows: Insertable<ArtsTable>[], reference: number): void {
  const published = rows.filter(
    (row) => row.is_visible !== false && (row.created_at as Date).getTime() <= reference,
  );
  const count = Math.min(FEATURED_COUNT, published.length);
  if (count === 0) return;
  const step = published.length / count;
  for (let k = 0; k < count; k++) {
    (published[Math.floor(k * step)] as Insertable<ArtsTable>).featured_rank = k + 1;
  }
}
