import { createApp } from '../app';
import { checkoutForm, orderBody, postOrder } from '../test-support/checkout';
import { insertTestMember } from '../test-support/club';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';

/** €1,190 each: two make a first purchase above the club's €2,000. */
const PENDANT = 'GA-PEN-OV';

describeWithDatabase('orders feed Club AMA', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CART_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000', DISCOUNT_RATE_LIMIT: '100000' }), db: context().db });
  });

  const pendingMember = () => insertTestMember(context().db.kysely);

  async function buy(email: string, quantity: number, discountCode?: string) {
    const shopper = new Shopper(app);
    expect((await shopper.addLine({ sku: PENDANT, quantity })).status).toBe(201);
    if (discountCode) expect((await shopper.applyDiscount({ code: discountCode })).status).toBe(200);
    const contact = { ...checkoutForm().contact, email: email.toUpperCase() };
    return postOrder(app, shopper, await orderBody(shopper, { checkout: checkoutForm({ contact }) }));
  }

  const status = async (id: string) => (await context().db.kysely.selectFrom('club_members').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('a placed order of €2,380 at list price makes the pending sign-up with that e-mail a member, even with a discount', async () => {
    const { id, email } = await pendingMember();
    expect((await buy(email, 1)).status).toBe(201);
    expect(await status(id)).toBe('pending');
    expect((await buy(email, 2, 'AMA10')).status).toBe(201);
    expect(await status(id)).toBe('member');
  });
});
