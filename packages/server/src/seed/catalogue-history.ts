/** The service history of the machines (the cost graph) with the parts of each entry. */
import type { PlanServiceHistory } from './catalogue.js';
import { partsOfModel } from './catalogue-articles.js';
import type { CatalogueKit } from './catalogue-kit.js';

/** Parts price charged per unit in the demo service history (the base plan's parts amounts are multiples of it). */
export const HISTORY_PART_PRICE = 85.5;

export function planServiceHistory({
  plan,
  pdfFile,
  modelOf,
  machineOf,
  closed,
}: CatalogueKit): PlanServiceHistory[] {
  // One entry per machine of every finished job (50..100), on its completed date, with the labour
  // (service amount) and the parts of the job's amounts: the base plan's parts amounts are whole
  // multiples of HISTORY_PART_PRICE, spread over up to three parts of the machine's model.
  const history: PlanServiceHistory[] = [];
  for (const job of plan.jobs) {
    if (!closed(job.statusId)) continue;
    for (const line of job.machines) {
      const machine = machineOf(line.machineKey);
      const model = machine.modelKey ? modelOf(machine.modelKey) : null;
      const candidates = model ? partsOfModel(model) : ['GN-9001', 'GN-9003'];
      let units = Math.round(line.partsAmount / HISTORY_PART_PRICE);
      const parts: PlanServiceHistory['parts'] = [];
      let i = job.key.length + line.machineKey.length;
      while (units > 0 && parts.length < 3) {
        const qty = parts.length === 2 ? units : Math.max(1, Math.ceil(units / 2));
        const articleNumber = candidates[i++ % candidates.length]!;
        if (parts.some((p) => p.articleNumber === articleNumber)) break;
        parts.push({ articleNumber, qtyOrdered: qty, priceOut: HISTORY_PART_PRICE });
        units -= qty;
      }
      if (units > 0 && parts.length > 0) parts[parts.length - 1]!.qtyOrdered += units;
      const isParts = job.jobType.id === 3;
      const orderNumber = isParts ? `S ${job.key}` : String(job.orderId);
      history.push({
        machineKey: line.machineKey,
        jobKey: job.key,
        createdDate: job.completedDate ?? job.createdDate,
        serviceAmount: line.serviceAmount,
        serviceReport: isParts
          ? null
          : pdfFile(
              `service-reports/${job.key}-${line.machineKey}.pdf`,
              'Service report',
              `Order ${orderNumber} - ${machine.displayName}`,
              [
                `Job type: ${job.jobType.name}`,
                `Machine: ${machine.displayName} (${machine.serialNumber})`,
                `Fault reported: ${line.customerComment ?? '-'}`,
                `Work performed: ${line.technicianComment ?? 'Inspection and function test.'}`,
                `Invoice: ${line.invoiceComment ?? '-'}`,
              ],
            ),
        parts,
      });
    }
  }
  return history;
}
