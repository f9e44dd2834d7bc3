export { newsletterRouter, type NewsletterRouterOptions } from './routes';
export { subscribe, type SubscribeResult } from './subscribe';
export { markWelcomeCodeRedeemed } from './welcome-code-redeemed';
export { newsletterEndpoints } from './openapi';
export { newsletterSettings } from './settings';
export { newsletterModule, type NewsletterPorts } from './module';
