import { backofficeSettings } from './backoffice';
import { cartSettings } from './cart';
import { catalogSettings } from './catalog';
import { clubSettings } from './club';
import { loadConfigWith, type ConfigWith } from './config';
import { newsletterSettings } from './newsletter';
import { ordersSettings } from './orders';
import { paymentSettings } from './payment';
import { releaseSettings } from './releases/settings';
import { rumSettings } from './rum';

/**
 * The modules' slices of the environment, each declared in <module>/settings.ts with its variables,
 * defaults and comments. A module with variables of its own adds one line here; a new variable of an
 * existing module changes only its settings.ts.
 */
const MODULE_SETTINGS = [
  catalogSettings,
  newsletterSettings,
  cartSettings,
  ordersSettings,
  paymentSettings,
  clubSettings,
  backofficeSettings,
  rumSettings,
  releaseSettings,
] as const;

/** The whole configuration: the core's (config.ts) and every module's. */
export type AppConfig = ConfigWith<typeof MODULE_SETTINGS>;

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): AppConfig => loadConfigWith(MODULE_SETTINGS, env);

export { ConfigError } from './config';
