declare module 'mespeak' {
  const meSpeak: unknown;
  export default meSpeak;
}
declare module 'mespeak/src/mespeak_config.json' {
  const data: object;
  export default data;
}
declare module 'mespeak/voices/en/en-rp.json' {
  const data: object;
  export default data;
}
