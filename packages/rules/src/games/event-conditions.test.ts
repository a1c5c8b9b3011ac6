/**
 * Every event of every state of each game's chart has its condition in words with a rule of the
 * game (the statechart's state panel shows them), so an event added without words fails here;
 * and the sample moves the panel asks the checker about are of the game's own move types.
 */
import { describe, expect, it } from 'vitest';
import { chartModel } from '../core/chart.js';
import { eventCondition, type EventConditions, type MoveSamples } from '../core/event-conditions.js';
import { catalog, loadGame } from '../registry.js';

const gameFolders = await Promise.all(catalog.map((entry) => loadGame(entry.id)));
const AUTOMATIC = /^(always|done|actor done|after .*)$/;

describe('event conditions', () => {
  for (const folder of gameFolders.filter((f) => f.definition)) {
    const id = folder.catalog.id;
    it(`${id}: every event of every state has a condition in words citing a rule of the game`, async () => {
      const game = folder.definition!;
      const texts = (await import(`./${id}/texts.ts`)) as {
        eventConditions: EventConditions;
        moveSamples: MoveSamples;
      };
      const rules = new Set(game.ruleSections.map((section) => section.id));
      const pairs: string[] = [];
      for (const node of chartModel(game.machine).nodes.values())
        for (const edge of node.transitions)
          if (!AUTOMATIC.test(edge.event)) pairs.push(`${edge.event}@${node.id}`);
      expect(pairs.length).toBeGreaterThan(0);
      for (const pair of pairs) {
        const [event, state] = pair.split('@') as [string, string];
        const condition = eventCondition(texts.eventConditions, state, event);
        expect(condition?.text.trim(), pair).toBeTruthy();
        expect(rules.has(condition!.rule!), `${pair} cites ${condition!.rule}`).toBe(true);
      }
      // No words for an event or state the chart does not have (a rename shows up here).
      const events = new Set(pairs.map((p) => p.split('@')[0]));
      for (const key of Object.keys(texts.eventConditions))
        expect(key.includes('@') ? pairs.includes(key) : events.has(key), key).toBe(true);
      for (const type of Object.keys(texts.moveSamples)) expect(events.has(type), type).toBe(true);
    });
  }
});
