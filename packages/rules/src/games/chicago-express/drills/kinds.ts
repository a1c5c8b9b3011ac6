/**
 * Chicago Express drill kinds. Every answer comes from the rules' own functions (rules.ts);
 * the working repeats their arithmetic in words. Nothing is hidden in this game.
 */
import {
  chooseAt,
  dividendPerShareDraft,
  dividendTotalDraft,
  legalOfType,
} from '../../../core/drills/helpers.js';
import type { DrillKind, DrillPosition } from '../../../core/drills/types.js';
import { listOf, message, money, withArticle } from '../../../core/messages.js';
import { HEXES, HEX_INDEX, HEX_LABELS, INDUSTRIAL, INDUSTRIAL_AT } from '../data/board.js';
import { COMPANIES, COMPANY_INDEX } from '../data/companies.js';
import {
  auctionableCompanies,
  buildTargets,
  dividendFor,
  explainNotAuctionable,
  explainPlacement,
  hexValue,
  industrialMax,
  minimumBid,
  placementCost,
  sharesSold,
} from '../rules.js';
import { phaseOf, type ChicagoExpressState } from '../state.js';
import type { DevelopMove, PlaceMove } from '../types.js';

type Kind = DrillKind<ChicagoExpressState>;
type At = DrillPosition<ChicagoExpressState>;
const R = (anchor: string) => `chicago-express:${anchor}`;
const short = (company: number) => COMPANIES[company]!.short;
const hexName = (index: number) => HEX_LABELS[index]!;
/** Every hex, for answers chosen on the board. */
/** The most hexes a build-targets answer may have. */
const MAX_TARGETS = 8;
const ALL_HEXES = HEXES.map((h, i) => ({ id: h.id, label: HEX_LABELS[i]! }));

export const minimumBidKind: Kind = {
  id: 'minimum-bid',
  title: 'Minimum bid for a share',
  rules: [R('minimum-bid')],
  answer: 'number',
  // The company cards print every share's next minimum bid (and '—' where none can be offered).
  conceals: ['/companies/*/minimumBid'],
  ask(at) {
    if (phaseOf(at.state) !== 'auctionOffer') return null;
    const ctx = at.state.context;
    const company = chooseAt(at, auctionableCompanies(ctx));
    if (company === undefined) return null;
    const [income, sold, answer] = [
      ctx.income[company]!,
      sharesSold(ctx, company),
      minimumBid(ctx, company),
    ];
    return {
      move: { type: 'auction.offer', player: at.seat, company: COMPANIES[company]!.id },
      about: { company: COMPANIES[company]!.id },
      prompt: message('You put {company} share up for auction. What is the lowest opening bid?', {
        company: withArticle(short(company)),
      }),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message(
          '{company} earns {income} a dividend and has sold {sold, plural, one {# share} other {# shares}}.',
          {
            company: short(company),
            income: money(income),
            sold,
          },
        ),
        message('Minimum bid: income ÷ (shares sold + 1), rounded up: {income} ÷ {n} → {answer}.', {
          income,
          n: sold + 1,
          answer: money(answer),
        }),
      ],
    };
  },
};

/** A company of the position with shares in players' hands. */
function heldCompany(at: At): number | undefined {
  const ctx = at.state.context;
  return chooseAt(
    at,
    COMPANIES.map((_, c) => c).filter((c) => sharesSold(ctx, c) > 0),
  );
}

export const dividendPerShareKind: Kind = {
  id: 'dividend-per-share',
  title: 'What a share pays at a dividend',
  rules: [R('general-dividend')],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'chooseAction') return null;
    const company = heldCompany(at);
    if (company === undefined) return null;
    const ctx = at.state.context;
    const { perShare, sold } = dividendFor(ctx, company);
    return dividendPerShareDraft(
      message('If a dividend were paid now, what would each {company} share pay?', {
        company: short(company),
      }),
      {
        id: COMPANIES[company]!.id,
        company: short(company),
        income: ctx.income[company]!,
        held: sold,
        perShare,
      },
    );
  },
};

export const dividendTotalKind: Kind = {
  id: 'dividend-total',
  title: 'What you receive at a dividend',
  rules: [R('general-dividend')],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'chooseAction') return null;
    const ctx = at.state.context;
    const held = COMPANIES.map((_, c) => c).filter((c) => ctx.holdings[at.seat]![c]! > 0);
    if (held.length === 0) return null;
    const parts = held.map((c) => ({ c, ...dividendFor(ctx, c) }));
    return dividendTotalDraft(
      message('If a dividend were paid now, how much would you receive in all?'),
      parts.map((p) => ({
        company: short(p.c),
        income: ctx.income[p.c]!,
        held: p.sold,
        perShare: p.perShare,
        own: ctx.holdings[at.seat]![p.c]!,
        pay: p.payouts[at.seat]!,
      })),
    );
  },
};

/** A placement the seat to move may make now, with its company and hex indices. */
function placement(
  at: At,
  prefer: (move: PlaceMove) => boolean = () => true,
): { move: PlaceMove; company: number; hex: number } | null {
  if (phaseOf(at.state) !== 'build') return null;
  const moves = legalOfType<PlaceMove>(at, 'build.place');
  const preferred = moves.filter(prefer);
  const move = chooseAt(at, preferred.length ? preferred : moves);
  if (!move) return null;
  return { move, company: COMPANY_INDEX[move.company]!, hex: HEX_INDEX[move.hex]! };
}

export const placementCostKind: Kind = {
  id: 'placement-cost',
  title: 'What a placement costs',
  rules: [R('build-costs')],
  answer: 'number',
  ask(at) {
    const p = placement(at);
    if (!p) return null;
    const ctx = at.state.context;
    const answer = placementCost(ctx, p.hex);
    const already = ctx.pieces[p.hex]!.length;
    return {
      move: p.move,
      about: { company: p.move.company, hex: p.move.hex },
      prompt: message('You build for {company}. What does its locomotive on {hex} cost?', {
        company: short(p.company),
        hex: hexName(p.hex),
      }),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message(
          '{hex} has the build cost {cost} and {already, plural, =0 {no locomotive yet} one {# locomotive already} other {# locomotives already}}.',
          {
            hex: hexName(p.hex),
            cost: HEXES[p.hex]!.cost,
            already,
          },
        ),
        message(
          'Cost = build cost × locomotives on the hex after this one: {cost} × {n} = {answer}, paid by {company}.',
          {
            cost: HEXES[p.hex]!.cost,
            n: already + 1,
            answer: money(answer),
            company: short(p.company),
          },
        ),
      ],
    };
  },
};

export const placementIncomeKind: Kind = {
  id: 'placement-income',
  title: 'What income a placement adds',
  rules: [R('income-from-building')],
  answer: 'number',
  ask(at) {
    // Hexes that add income make the better question; plains and forests only when none does.
    const p = placement(at, (m) => hexValue(at.state.context, HEX_INDEX[m.hex]!) > 0);
    if (!p) return null;
    const ctx = at.state.context;
    const hex = HEXES[p.hex]!;
    const answer = hexValue(ctx, p.hex);
    const reason = {
      city: message(
        'a city adds its income {income}{house, select, yes { plus its house {value}} other {}}',
        {
          income: hex.income,
          house: ctx.houses[p.hex] ? 'yes' : 'no',
          value: hex.house,
        },
      ),
      mountain: message(
        'a mountain adds its income {income}{house, select, yes { plus its house {value}} other {}}',
        {
          income: hex.income,
          house: ctx.houses[p.hex] ? 'yes' : 'no',
          value: hex.house,
        },
      ),
      industrial: message('an industrial city adds the value its track shows now, {value}', {
        value: ctx.industrial[INDUSTRIAL_AT[p.hex]!]!,
      }),
      chicago: message('Chicago adds {value}', { value: answer }),
      forest: 'forests add no income',
      plain: 'plains add no income',
      start: 'start hexes add no income',
    }[hex.terrain];
    const rule = {
      city: 'developed-cities-and-mountains',
      mountain: 'developed-cities-and-mountains',
      industrial: 'connecting-an-industrial-city',
      chicago: 'connecting-chicago',
      forest: 'forests-and-plains',
      plain: 'forests-and-plains',
      start: 'forests-and-plains',
    }[hex.terrain];
    return {
      move: p.move,
      about: { company: p.move.company, hex: p.move.hex },
      prompt: message(
        "You build for {company}. By how much does a locomotive on {hex} raise {company}'s income?",
        {
          company: short(p.company),
          hex: hexName(p.hex),
        },
      ),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message('{hex}: {reason}.', { hex: hexName(p.hex), reason }),
        message('{company} income: {before} → {after}.', {
          company: short(p.company),
          before: money(ctx.income[p.company]!),
          after: money(ctx.income[p.company]! + answer),
        }),
      ],
      rules: [R('income-from-building'), R(rule)],
    };
  },
};

export const buildTargetsKind: Kind = {
  id: 'build-targets',
  title: 'Where a company can build',
  rules: [R('connected-networks'), R('shared-and-exclusive-terrain'), R('company-money-only')],
  answer: 'places',
  ask(at) {
    const p = placement(at);
    if (!p) return null;
    const ctx = at.state.context;
    const targets = buildTargets(ctx, p.company);
    // Long lists make a chore, not a question.
    if (targets.length > MAX_TARGETS) return null;
    // Hexes next to the network that are ruled out, with the rule's reason.
    const network = HEXES.flatMap((_, h) => (ctx.pieces[h]!.includes(p.company) ? [h] : []));
    const near = [...new Set(network.flatMap((h) => HEXES[h]!.adj.map((id) => HEX_INDEX[id]!)))]
      .filter((h) => !targets.includes(h))
      .sort((a, b) => a - b);
    const refused = near
      .map((h) => [h, explainPlacement(ctx, p.company, h)] as const)
      .filter(([, why]) => why && !why.rule.endsWith('one-locomotive-per-company-per-hex'));
    return {
      about: { company: p.move.company },
      prompt: message(
        'You build for {company}, which has {cash}. On which hexes can it place its next locomotive?',
        {
          company: short(p.company),
          cash: money(ctx.treasury[p.company]!),
        },
      ),
      ask: { type: 'places', place: 'hex', among: ALL_HEXES },
      answer: targets.map((h) => HEXES[h]!.id),
      working: [
        message(
          'A new locomotive goes next to a hex where {company} already has one, and the company pays for it.',
          {
            company: short(p.company),
          },
        ),
        ...targets.map((h) =>
          message('{hex}: allowed, {cost}.', {
            hex: hexName(h),
            cost: money(placementCost(ctx, h)),
          }),
        ),
        ...refused.map(([h, why]) =>
          message('{hex}: not allowed. {why}', { hex: hexName(h), why: why!.reason }),
        ),
      ],
    };
  },
};

export const developIncomeKind: Kind = {
  id: 'develop-income',
  title: 'What developing a hex adds',
  rules: [R('effect-on-cities-and-mountains'), R('effect-on-industrial-cities')],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'develop') return null;
    const moves = legalOfType<DevelopMove>(at, 'develop.place').filter(
      (m) => HEXES[HEX_INDEX[m.hex]!]!.terrain !== 'forest',
    );
    const move = chooseAt(at, moves);
    if (!move) return null;
    const ctx = at.state.context;
    const h = HEX_INDEX[move.hex]!;
    const hex = HEXES[h]!;
    const ind = INDUSTRIAL_AT[h]!;
    const industrial = hex.terrain === 'industrial';
    const before = industrial ? ctx.industrial[ind]! : 0;
    const after = industrial
      ? Math.min(industrialMax(ctx.options, ind), before + INDUSTRIAL[ind]!.step)
      : hex.house;
    const answer = after - before;
    const companies = listOf(ctx.pieces[h]!.map(short));
    return {
      move,
      about: { hex: move.hex },
      prompt: message(
        'If you develop {hex}, by how much does the income of each company with a locomotive there ({companies}) rise?',
        {
          hex: hexName(h),
          companies,
        },
      ),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        industrial
          ? message(
              '{hex} moves along its track from {before} to {after} (its step is {step}, its last space {max}).',
              {
                hex: hexName(h),
                before,
                after,
                step: INDUSTRIAL[ind]!.step,
                max: industrialMax(ctx.options, ind),
              },
            )
          : message('A house on {hex} is worth {value}.', { hex: hexName(h), value: hex.house }),
        message('Each of {companies} gains {answer} of income.', {
          companies,
          answer: money(answer),
        }),
      ],
      rules: [R(industrial ? 'effect-on-industrial-cities' : 'effect-on-cities-and-mountains')],
    };
  },
};

export const auctionableKind: Kind = {
  id: 'auctionable-shares',
  title: 'Which shares can be auctioned',
  rules: [R('shares-available-for-auction'), R('sold-out-companies')],
  answer: 'choice',
  // The company cards print every share's next minimum bid (and '—' where none can be offered).
  conceals: ['/companies/*/minimumBid'],
  ask(at) {
    if (phaseOf(at.state) !== 'auctionOffer') return null;
    const ctx = at.state.context;
    const answer = auctionableCompanies(ctx);
    return {
      prompt: message('You chose to auction a share. Which companies can you offer a share of?'),
      ask: {
        type: 'choice',
        multiple: true,
        choices: COMPANIES.map((c) => ({ id: c.id, label: c.short })),
      },
      answer: answer.map((c) => COMPANIES[c]!.id),
      working: COMPANIES.map((c, i) =>
        message('{company}: {why}', {
          company: c.short,
          why:
            explainNotAuctionable(ctx, i) ??
            message('{left, plural, one {# share} other {# shares}} left: it can be offered.', {
              left: ctx.sharesLeft[i]!,
            }),
        }),
      ),
    };
  },
};

export const kinds: readonly Kind[] = [
  minimumBidKind,
  auctionableKind,
  dividendPerShareKind,
  dividendTotalKind,
  placementCostKind,
  placementIncomeKind,
  buildTargetsKind,
  developIncomeKind,
];
