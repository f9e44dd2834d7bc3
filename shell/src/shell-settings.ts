/** External hosts the shop may send a shopper to (docs/requirements.md#errors: everything else is refused). */
export const EXTERNAL_ALLOWLIST = ['wa.me'];
