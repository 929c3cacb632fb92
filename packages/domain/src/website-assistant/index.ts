export * from './assistant.ts';
export * from './medical.ts';
export * from './plans-doc.ts';
