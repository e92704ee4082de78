export * from './auth';
export * from './catalogue';
export * from './common';
export * from './endpoints';
export * from './messages';
