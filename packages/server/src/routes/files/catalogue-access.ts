/**
 * Documents, part drawings, resource files and service reports through GET /api2/resource/: a file
 * is served when a row refers to its key and the caller may see that row.
 *
 * - documents (link_url, part_drawing_image): users of an organisation with a machine of one of
 *   the document's models;
 * - resource files (link): by the folder's owner - a supplier or a model: users of an organisation
 *   with a machine of that supplier or model, and anyone when a public machine has it (the public
 *   QR resources page); a machine or a job: users of the organisation owning it;
 * - service reports (service_history.service_report): users of the organisation owning the machine.
 *
 * No row refers to the key: 404. Rows exist but none lets the caller in: 401 without a token, 403
 * with one (another organisation, or a partner). The store is read only after the check.
 */
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_SCOPE } from '../../auth/scopes.js';
import type { Db } from '../../db/client.js';
import {
  documents,
  jobs,
  machineModels,
  machines,
  modelDocuments,
  resourceFiles,
  resourceFolders,
  serviceHistory,
} from '../../db/schema.js';
import { contentDisposition } from '../../files/uploads.js';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';

/** One reason a file may be read: its download name, and who may read it. */
interface Grant {
  name: string;
  /** Readable without a token (a public machine's supplier or model file). */
  anonymous: SQL | false;
  /** Readable by users whose current organisation passes this check (customer_id = the placeholder). */
  customer: (customerId: number) => SQL;
}

const machineSupplier = sql`coalesce(${machines.supplierId}, (select ${machineModels.supplierId} from ${machineModels} where ${machineModels.id} = ${machines.machineModelId}))`;

const hasMachine = (where: SQL) => exists(sql`(select 1 from ${machines} where ${where})`) as SQL;

const extensionOf = (key: string) => {
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot) : '';
};
/** The download name: the row's name (slashes become dashes, "CK 6-1/1") with the file's extension. */
const withExtension = (name: string, key: string) => {
  const extension = extensionOf(key);
  const clean = name.replace(/[/\\]/g, '-');
  return extension && !clean.toLowerCase().endsWith(extension.toLowerCase()) ? `${clean}${extension}` : clean;
};

async function grantsFor(db: Db, key: string): Promise<Grant[]> {
  const grants: Grant[] = [];

  const docs = await db
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(or(eq(documents.linkUrl, key), eq(documents.partDrawingImage, key)));
  for (const doc of docs) {
    grants.push({
      name: withExtension(doc.name, key),
      anonymous: false,
      customer: (customerId) =>
        hasMachine(
          and(
            eq(machines.customerId, customerId),
            inArray(
              machines.machineModelId,
              db
                .select({ id: modelDocuments.machineModelId })
                .from(modelDocuments)
                .where(eq(modelDocuments.documentId, doc.id)),
            ),
          )!,
        ),
    });
  }

  const files = await db
    .select({ name: resourceFiles.name, folder: resourceFolders })
    .from(resourceFiles)
    .innerJoin(resourceFolders, eq(resourceFolders.id, resourceFiles.folderId))
    .where(eq(resourceFiles.link, key));
  for (const { name, folder } of files) {
    const fileName = withExtension(name, key);
    if (folder.supplierId !== null) {
      const supplierId = folder.supplierId;
      grants.push({
        name: fileName,
        anonymous: hasMachine(and(eq(machines.isPublic, true), sql`${machineSupplier} = ${supplierId}`)!),
        customer: (customerId) =>
          hasMachine(and(eq(machines.customerId, customerId), sql`${machineSupplier} = ${supplierId}`)!),
      });
    } else if (folder.machineModelId !== null) {
      const modelId = folder.machineModelId;
      grants.push({
        name: fileName,
        anonymous: hasMachine(and(eq(machines.isPublic, true), eq(machines.machineModelId, modelId))!),
        customer: (customerId) =>
          hasMachine(and(eq(machines.customerId, customerId), eq(machines.machineModelId, modelId))!),
      });
    } else if (folder.machineId !== null) {
      const machineId = folder.machineId;
      grants.push({
        name: fileName,
        anonymous: false,
        customer: (customerId) =>
          hasMachine(and(eq(machines.id, machineId), eq(machines.customerId, customerId))!),
      });
    } else if (folder.jobId !== null) {
      const jobId = folder.jobId;
      grants.push({
        name: fileName,
        anonymous: false,
        customer: (customerId) =>
          exists(
            db
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId))),
          ) as SQL,
      });
    }
  }

  const reports = await db
    .select({ machineId: serviceHistory.machineId })
    .from(serviceHistory)
    .where(eq(serviceHistory.serviceReport, key));
  for (const { machineId } of reports) {
    grants.push({
      name: key.slice(key.lastIndexOf('/') + 1),
      anonymous: false,
      customer: (customerId) =>
        hasMachine(and(eq(machines.id, machineId), eq(machines.customerId, customerId))!),
    });
  }
  return grants;
}

/** The first condition that holds, by one query; -1 when none. */
async function firstTrue(db: Db, conditions: (SQL | false)[]): Promise<number> {
  const checks = conditions.map((c, i) => [c, i] as const).filter((e): e is [SQL, number] => e[0] !== false);
  if (checks.length === 0) return -1;
  const [row] = await db
    .select({
      hit: sql<number>`coalesce(${sql.join(
        checks.map(([condition, i]) => sql`case when ${condition} then ${i}::int end`),
        sql`, `,
      )}, -1)`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.hit ?? -1);
}

const FILE_NOT_FOUND = 'File not found';
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Who may read a catalogue file, and under which name; throws 404, 401 or 403 (see above). */
export async function catalogueFileAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
): Promise<{ name: string; anonymous: boolean }> {
  const grants = await grantsFor(app.db, key);
  if (grants.length === 0) throw notFound(FILE_NOT_FOUND);
  const principal = request.principal;
  const customerId = principal?.scope === CUSTOMER_SCOPE ? principal.customerId : null;
  let granted = -1;
  if (customerId !== null)
    granted = await firstTrue(
      app.db,
      grants.map((g) => g.customer(customerId)),
    );
  let anonymous = false;
  if (granted < 0) {
    granted = await firstTrue(
      app.db,
      grants.map((g) => g.anonymous),
    );
    anonymous = granted >= 0;
  }
  if (granted < 0) {
    if (!principal) throw unauthorized('Missing access token (Authorization: Bearer ...)');
    throw forbidden();
  }
  return { name: grants[granted]!.name, anonymous };
}

/** Serves a document, part drawing, resource file or service report after the check; see above. */
export async function serveCatalogueFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<FastifyReply> {
  const { name, anonymous } = await catalogueFileAccess(app, request, key);
  const file = await app.blobStore.get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const image = file.contentType.toLowerCase().startsWith('image/');
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(name, image ? 'inline' : 'attachment'))
    .header('cache-control', anonymous ? 'public, max-age=3600' : 'private, no-store')
    .header('content-security-policy', SANDBOX)
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
