/**
 * A partner technician through the generated client: sign in (password grant), open a job of the
 * jobs view, add an order line, attach two files in one multipart call, refresh, sign out.
 */
import { strict as assert } from 'node:assert';
import {
  addOrderLine,
  getJobAttachments,
  getPartnerJob,
  getPartnerJobsView,
  uploadJobAttachments,
} from '../hey-api/sdk.gen';
import { dataOf, Session } from './session';

export async function partnerJourney(baseUrl: string, email: string, password: string): Promise<void> {
  const session = new Session(baseUrl);
  await session.signIn(email, password, 'ServiceProvider.Partner');
  const { client } = session;

  const view = dataOf(await getPartnerJobsView({ client }), 'jobs view');
  const listed = view.Open[0] ?? view.Upcoming[0];
  assert.ok(listed, 'the technician has an open or upcoming job');
  const job = dataOf(await getPartnerJob({ client, path: { id: listed.Id } }), 'job');
  const machineJob = job.InverseParent[0];
  assert.ok(machineJob, 'the job has a machine');

  const line = dataOf(
    await addOrderLine({
      client,
      path: { machineJobId: machineJob.Id },
      body: { ArticleNumber: null, ArticleDescription: 'Travel and call-out fee', ArticleCount: 1 },
    }),
    'add order line',
  );
  assert.equal(line.ArticleDescription, 'Travel and call-out fee');

  const before = dataOf(await getJobAttachments({ client, path: { id: job.Id } }), 'attachments');
  const files = [
    new File(['Checked the pump seals; no leaks.\n'], 'service-notes.txt', { type: 'text/plain' }),
    new File(['%PDF-1.4\n%%EOF\n'], 'checklist.pdf', { type: 'application/pdf' }),
  ];
  const uploaded = dataOf(
    await uploadJobAttachments({ client, path: { id: job.Id }, body: { Files: files } }),
    'upload attachments',
  );
  assert.equal(uploaded.Files.length, before.Files.length + 2);
  const names = uploaded.Files.map((f) => f.Name);
  assert.ok(names.includes('service-notes.txt') && names.includes('checklist.pdf'), names.join(', '));

  await session.refresh();
  dataOf(await getPartnerJob({ client, path: { id: job.Id } }), 'job after the refresh');
  const last = session.refreshToken;
  await session.signOut();
  await session.expectRefused(last);
}
