/**
 * A customer through the generated client: sign in (password grant), list the machines, put a part
 * of a machine in the cart, refresh (refresh_token grant), list again with the new token, sign out
 * (revoke with the body's token), and the old refresh token is refused.
 */
import { strict as assert } from 'node:assert';
import { addToShoppingCart, getMachines, getModelParts, getShoppingCart } from '../hey-api/sdk.gen';
import { dataOf, Session } from './session';

export async function customerJourney(baseUrl: string, email: string, password: string): Promise<void> {
  const session = new Session(baseUrl);
  await session.signIn(email, password, 'ServiceProvider.Customer');
  const { client } = session;

  const machines = dataOf(await getMachines({ client }), 'machines');
  const machine = machines.find((m) => m.MachineModelId !== null);
  assert.ok(machine?.MachineModelId, 'a machine with a model (and so parts)');
  const parts = dataOf(
    await getModelParts({ client, path: { machineModelId: machine.MachineModelId } }),
    'parts',
  );
  const part = parts[0];
  assert.ok(part, 'the model has parts');

  const cart = dataOf(
    await addToShoppingCart({
      client,
      body: { ArticleNumber: part.ArticleNumber, MachineId: machine.Id, Quantity: 2 },
    }),
    'add to cart',
  );
  const line = cart.Groups.find((g) => g.Machine.Id === machine.Id)?.Items.find(
    (item) => item.Article.ArticleNumber === part.ArticleNumber,
  );
  assert.equal(line?.ArticleCount, 2);
  const again = dataOf(await getShoppingCart({ client }), 'cart');
  assert.equal(again.CartId, cart.CartId);

  const used = session.refreshToken;
  await session.refresh();
  const afterRefresh = dataOf(await getMachines({ client }), 'machines after the refresh');
  assert.deepEqual(
    afterRefresh.map((m) => m.Id),
    machines.map((m) => m.Id),
  );

  const last = session.refreshToken;
  await session.signOut();
  await session.expectRefused(last);
  // The token the refresh used up was refused before the sign-out too; it stays so.
  await session.expectRefused(used);
  const signedOut = await getMachines({ client });
  assert.equal(signedOut.response.status, 401);
}
