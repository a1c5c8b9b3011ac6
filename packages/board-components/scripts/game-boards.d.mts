export interface GameBoard {
  /** The game id, also the folder name under src/boards/. */
  readonly id: string;
  /** `src/boards/<id>/game.ts`: board element + engine registration. */
  readonly game: string;
  /** `src/boards/<id>/bundle.ts`: entry of the one-file `railyard-<id>.js`. */
  readonly bundle: string;
  /** Element modules of the folder by tag (`ry-<id>-board` → its `.ts`). */
  readonly elements: Readonly<Record<string, string>>;
}

export function gameBoards(root?: string): GameBoard[];
