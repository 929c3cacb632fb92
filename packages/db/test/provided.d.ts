// What the integration global setup provides to tests (vitest `inject`).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
