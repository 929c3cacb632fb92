import { lazyWithPreload } from '../../components/lazy-with-preload';

/**
 * The avatar (ADR 0128): its code is fetched only for a session in avatar mode, when the session
 * workspace shows it or, on opening the case page, as soon as the session says so (case-prefetch.ts).
 */
export const AvatarStage = lazyWithPreload(async () => (await import('./avatar-stage')).default);
