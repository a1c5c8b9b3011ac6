/**
 * American Rails drill kinds. Every answer comes from the rules' own functions (rules.ts); the
 * working repeats their arithmetic in words. Nothing is hidden in this game.
 */
import {
  chooseAt,
  dividendPerShareDraft,
  dividendTotalDraft,
  legalOfType,
} from '../../../core/drills/helpers.js';
import type { DrillKind, DrillPosition } from '../../../core/drills/types.js';
import { listOf, message, money, signedMoney } from '../../../core/messages.js';
import {
  CITIES,
  DEVELOPMENT_FULL_BONUS,
  DEVELOPMENT_SHARED_BONUS,
  HEXES,
  SPECIAL_CONNECTION_BONUS,
  TRACK_COST,
  hexIndex,
} from '../data/board.js';
import { COMPANIES, COMPANY_IDS } from '../data/companies.js';
import {
  RULE,
  computeDividends,
  cubeCost,
  explainPlacement,
  incomeChangeForCube,
  incomeChangeForDevelopment,
  legalPlacements,
} from '../rules.js';
import { phaseOf, type AmericanRailsState } from '../state.js';
import type { ArMove } from '../types.js';

type Kind = DrillKind<AmericanRailsState>;
type At = DrillPosition<AmericanRailsState>;
type PlaceMove = Extract<ArMove, { type: 'build.place' }>;
type DevelopMove = Extract<ArMove, { type: 'develop.place' }>;
const name = (company: number) => COMPANIES[company]!.name;
const hexName = (hex: number) => HEXES[hex]!.label;
const companyIndex = (id: string) => (COMPANY_IDS as readonly string[]).indexOf(id);
/** Every hex, for answers chosen on the board. */
const ALL_HEXES = HEXES.map((h) => ({ id: h.id, label: h.label }));
/** The most hexes a build-targets answer may have. */
const MAX_TARGETS = 8;

/** A company of the position with shares in players' hands, and its dividend now. */
function heldDividend(at: At) {
  return chooseAt(
    at,
    computeDividends(at.state.context).filter((d) => d.sharesHeld > 0),
  );
}

export const dividendPerShareKind: Kind = {
  id: 'dividend-per-share',
  title: 'What a share pays at a dividend',
  rules: [RULE.dividendPerShare],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'chooseAction') return null;
    const d = heldDividend(at);
    if (!d) return null;
    return dividendPerShareDraft(
      message('If the dividend phase came now, what would each {company} share pay?', {
        company: name(d.company),
      }),
      {
        id: COMPANIES[d.company]!.id,
        company: name(d.company),
        income: d.income,
        held: d.sharesHeld,
        perShare: d.perShare,
      },
    );
  },
};

export const dividendTotalKind: Kind = {
  id: 'dividend-total',
  title: 'What you receive at a dividend',
  rules: [RULE.dividendPerShare, RULE.dividendPhase],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'chooseAction') return null;
    const ctx = at.state.context;
    const mine = computeDividends(ctx).filter((d) => ctx.holdings[at.seat]![d.company]! > 0);
    if (mine.length === 0) return null;
    return dividendTotalDraft(
      message('If the dividend phase came now, how much would you receive in all?'),
      mine.map((d) => ({
        company: name(d.company),
        income: d.income,
        held: d.sharesHeld,
        perShare: d.perShare,
        own: ctx.holdings[at.seat]![d.company]!,
        pay: d.payouts[at.seat]!,
      })),
    );
  },
};

/** A cube the seat to move may place now, with its company and hex indices. */
function placement(
  at: At,
  prefer: (company: number, hex: number) => boolean = () => true,
): { move: PlaceMove; company: number; hex: number } | null {
  const all = legalOfType<PlaceMove>(at, 'build.place').map((move) => ({
    move,
    company: companyIndex(move.company),
    hex: hexIndex(move.hex),
  }));
  const preferred = all.filter((p) => prefer(p.company, p.hex));
  return chooseAt(at, preferred.length ? preferred : all) ?? null;
}

export const cubeCostKind: Kind = {
  id: 'cube-cost',
  title: 'What a track cube costs',
  rules: [RULE.trackCosts],
  answer: 'number',
  ask(at) {
    const p = placement(at);
    if (!p) return null;
    const ctx = at.state.context;
    const hex = HEXES[p.hex]!;
    const answer = cubeCost(ctx, p.hex);
    const pieces =
      ctx.cubes[p.hex]!.length + (hex.terrain === 'city' && ctx.developed[p.hex] ? 1 : 0);
    const how = {
      city: message(
        'a city costs {base} plus {per} for each cube or development marker already there ({pieces}): {base} + {per} × {pieces}',
        {
          base: TRACK_COST.cityBase,
          per: TRACK_COST.cityPerPiece,
          pieces,
        },
      ),
      plains: message(
        'plains cost {base} plus {per} for each cube already there ({pieces}): {base} + {per} × {pieces}',
        {
          base: TRACK_COST.plainsBase,
          per: TRACK_COST.plainsPerCube,
          pieces,
        },
      ),
      forest: message('a forest always costs {cost}', { cost: money(TRACK_COST.forest) }),
      mountain: message('a mountain always costs {cost}', { cost: money(TRACK_COST.mountain) }),
    }[hex.terrain];
    return {
      move: p.move,
      about: { company: p.move.company, hex: p.move.hex },
      prompt: message('You expand {company}. What does its cube in {hex} cost?', {
        company: name(p.company),
        hex: hexName(p.hex),
      }),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message('{hex}: {how} = {answer}.', { hex: hexName(p.hex), how, answer: money(answer) }),
        message('{company} pays it from its treasury ({cash}).', {
          company: name(p.company),
          cash: money(ctx.companies[p.company]!.treasury),
        }),
      ],
    };
  },
};

export const cubeIncomeKind: Kind = {
  id: 'cube-income',
  title: 'What income a track cube adds',
  rules: [RULE.fullShared, RULE.firstCube, RULE.secondCube, RULE.special],
  answer: 'number',
  ask(at) {
    // Cities make the question; plains, forests and mountains add nothing.
    const p = placement(at, (_, hex) => HEXES[hex]!.city >= 0);
    if (!p || HEXES[p.hex]!.city < 0) return null;
    const ctx = at.state.context;
    const change = incomeChangeForCube(ctx, p.hex, p.company, 'cube');
    const own = change.deltas.find((d) => d.company === p.company)!;
    const answer = own.after - own.before;
    const city = CITIES[HEXES[p.hex]!.city]!;
    const there = ctx.cubes[p.hex]!.length;
    const others = change.deltas.filter((d) => d.company !== p.company);
    return {
      move: p.move,
      about: { company: p.move.company, hex: p.move.hex },
      prompt: message(
        "You expand {company} into {hex}. By how much does {company}'s income rise?",
        {
          company: name(p.company),
          hex: hexName(p.hex),
        },
      ),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message(
          '{city} is worth {full} to a company alone there and {shared} to each when shared{dev, select, yes {, plus the development bonus ({fullBonus} alone, {sharedBonus} shared)} other {}}.',
          {
            city: city.name,
            full: money(city.full),
            shared: money(city.shared),
            dev: ctx.developed[p.hex] ? 'yes' : 'no',
            fullBonus: money(DEVELOPMENT_FULL_BONUS),
            sharedBonus: money(DEVELOPMENT_SHARED_BONUS),
          },
        ),
        message(
          '{there, plural, =0 {No company is there yet, so {company} earns the full value.} other {# {there, plural, one {company is} other {companies are}} there already, so {company} earns the shared value.}}',
          {
            there,
            company: name(p.company),
          },
        ),
        ...(change.bonuses.length
          ? [
              message(
                'It completes {n, plural, one {a special connection} other {# special connections}}: {bonus} each.',
                {
                  n: change.bonuses.length,
                  bonus: signedMoney(SPECIAL_CONNECTION_BONUS),
                },
              ),
            ]
          : []),
        ...others.map((d) =>
          message('{company} (already there) goes from {before} to {after}.', {
            company: name(d.company),
            before: money(d.before),
            after: money(d.after),
          }),
        ),
        message('{company}: {before} → {after}.', {
          company: name(p.company),
          before: money(own.before),
          after: money(own.after),
        }),
      ],
    };
  },
};

export const buildTargetsKind: Kind = {
  id: 'build-targets',
  title: 'Where a company can place track',
  rules: [RULE.trackWhere, RULE.hexLimits, RULE.companyPays],
  answer: 'places',
  ask(at) {
    const p = placement(at);
    if (!p) return null;
    const ctx = at.state.context;
    const targets = legalPlacements(ctx, at.seat)
      .filter(([c]) => c === p.company)
      .map(([, hex]) => hex);
    if (targets.length > MAX_TARGETS) return null;
    const network = HEXES.flatMap((_, h) => (ctx.cubes[h]!.includes(p.company) ? [h] : []));
    const refused = [...new Set(network.flatMap((h) => HEXES[h]!.neighbours))]
      .filter((h) => !targets.includes(h) && !ctx.cubes[h]!.includes(p.company))
      .sort((a, b) => a - b)
      .map((h) =>
        message('{hex}: not allowed. {why}', {
          hex: hexName(h),
          why: explainPlacement(ctx, at.seat, p.company, h)!.reason,
        }),
      );
    return {
      about: { company: p.move.company },
      prompt: message(
        'You expand {company}, which has {cash}. In which hexes can it place its next cube?',
        {
          company: name(p.company),
          cash: money(ctx.companies[p.company]!.treasury),
        },
      ),
      ask: { type: 'places', place: 'hex', among: ALL_HEXES },
      answer: targets.map((h) => HEXES[h]!.id),
      working: [
        message(
          'A cube goes next to a {company} cube, in a hex without one, and the company pays for it.',
          {
            company: name(p.company),
          },
        ),
        ...targets.map((h) =>
          message('{hex}: allowed, {cost}.', { hex: hexName(h), cost: money(cubeCost(ctx, h)) }),
        ),
        ...refused,
      ],
    };
  },
};

export const developIncomeKind: Kind = {
  id: 'develop-income',
  title: 'What developing a city adds',
  rules: [RULE.developValue, RULE.developmentShared],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'develop') return null;
    const move = chooseAt(at, legalOfType<DevelopMove>(at, 'develop.place'));
    if (!move) return null;
    const ctx = at.state.context;
    const hex = hexIndex(move.hex);
    const change = incomeChangeForDevelopment(ctx, hex);
    const first = change.deltas[0]!;
    const answer = first.after - first.before;
    const companies = listOf(change.deltas.map((d) => name(d.company)));
    return {
      move,
      about: { hex: move.hex },
      prompt: message(
        'If you develop {hex}, by how much does the income of each company with a cube there ({companies}) rise?',
        {
          hex: hexName(hex),
          companies,
        },
      ),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message(
          '{n, plural, one {One company is there: a development adds {full} to it.} other {# companies share it: a development adds {shared} to each.}}',
          {
            n: change.deltas.length,
            full: money(DEVELOPMENT_FULL_BONUS),
            shared: money(DEVELOPMENT_SHARED_BONUS),
          },
        ),
        ...change.deltas.map((d) =>
          message('{company}: {before} → {after}.', {
            company: name(d.company),
            before: money(d.before),
            after: money(d.after),
          }),
        ),
      ],
    };
  },
};

export const kinds: readonly Kind[] = [
  dividendPerShareKind,
  dividendTotalKind,
  cubeCostKind,
  cubeIncomeKind,
  buildTargetsKind,
  developIncomeKind,
];
