import { MachineList, type LinkComponent, type MachineListView, type MachinePanel } from '@eqp/components';
import type { MachineListItem } from '@eqp/sdk';
import { EqpElement, type SessionKind, type ViewContext } from './element';
import { emit } from './events';
import { eventLink } from './EventLink';
import { SignInGate } from './Frame';
import { fillTemplate } from './links';

/**
 * `<eqp-machine-list>`: the signed-in customer's machines (cards or a list, paged as the page
 * scrolls). Attributes: `api-base`, `lang`, `theme`, `token-storage`, `view` (`cards`, `list`),
 * `href-template` (`/machines/{id}/{panel}`), `heading`. A click on a machine dispatches
 * `eqp-machine-select`.
 */
export class EqpMachineListElement extends EqpElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'view', 'href-template', 'heading'];
  }

  /** Machine addresses handed out to the list, so a click can name its machine. */
  #machines = new Map<string, { machineId: number; panel: MachinePanel }>();
  #link: LinkComponent | null = null;

  protected sessionKind(): SessionKind {
    return { portal: 'customer' };
  }

  #hrefs: { key: string; fn: (machine: Pick<MachineListItem, 'Id'>, panel?: MachinePanel) => string } | null =
    null;

  /**
   * Where a machine links to: the `href-template`, else the machine in the portal on the API's
   * origin. A new function when the template or the API changes, so the list renders new links.
   */
  #machineHref(template: string | null, apiBase: string) {
    const key = `${template ?? ''}|${apiBase}`;
    if (this.#hrefs?.key !== key) {
      const fn = (machine: Pick<MachineListItem, 'Id'>, panel: MachinePanel = 'general'): string => {
        const href = template
          ? fillTemplate(template, { id: machine.Id, panel })
          : `${apiBase}/customer/machines/${machine.Id}/${panel}`;
        this.#machines.set(href, { machineId: machine.Id, panel });
        return href;
      };
      this.#hrefs = { key, fn };
    }
    return this.#hrefs.fn;
  }

  protected link(): LinkComponent {
    this.#link ??= eventLink(this, (href) => {
      const machine = this.#machines.get(href);
      return machine
        ? emit(this, 'eqp-machine-select', { ...machine, href })
        : emit(this, 'eqp-navigate', { href });
    });
    return this.#link;
  }

  #onViewChange = (view: MachineListView) => {
    this.setAttribute('view', view);
  };

  protected view({ host, apiBase }: ViewContext) {
    const view = this.getAttribute('view');
    return (
      <SignInGate host={host} scope="customer">
        <MachineList
          view={view === 'list' ? 'list' : 'cards'}
          onViewChange={this.#onViewChange}
          getMachineHref={this.#machineHref(this.getAttribute('href-template'), apiBase)}
          title={this.getAttribute('heading') || undefined}
        />
      </SignInGate>
    );
  }
}
