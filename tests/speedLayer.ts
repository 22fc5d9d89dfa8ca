/**
 * Which pieces of the speed layer (src/plugins/lean-first-load) the build under
 * test has, from the same environment the build read (`LEAN_FIRST_LOAD`).
 * Tests of what a piece does run only where the piece is built in;
 * tests/build/speedLayer.test.ts proves the switch itself both ways.
 */
import { settingsFrom } from '../config/settings';
import type { Piece } from '../src/plugins/lean-first-load';

const layer = settingsFrom(process.env).leanFirstLoad;

/** Whether the build has the speed layer at all. */
export const speedLayerOn = layer !== false;

/** Whether the build has `piece` of the speed layer. */
export function hasPiece(piece: Piece): boolean {
  return layer !== false && !layer.without.includes(piece);
}

/** Whether the build has every piece: the figures of budgets.json hold only then. */
export const wholeSpeedLayer = layer !== false && layer.without.length === 0;
