// The Deathmaze built chit by chit ([5.1]–[5.29]): plain data and pure functions.
export * from '../../../kit/grid';
export * from './chits';
export * from './state';
export * from './fit';
export * from './reach';
export * from './exits';
export * from './draw';
export * from './place';
export { mazeRulings } from './rulings';
