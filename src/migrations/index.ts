import * as migration_20261121_074512_initial from './20261121_074512_initial';

export const migrations = [
  {
    up: migration_20261121_074512_initial.up,
    down: migration_20261121_074512_initial.down,
    name: '20261121_074512_initial'
  },
];
