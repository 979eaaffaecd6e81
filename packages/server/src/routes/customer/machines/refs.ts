/**
 * A looked-up record (machine type, supplier) as the contract's `NamedRef` `{ Id, Name }`: the same
 * object in every answer that names it (`Machine.MachineType`, `MachineListItem.MachineTypeRef`,
 * `PublicMachine.SupplierRef`...); null when there is none.
 */
export const namedRef = (id: number | null, name: string | null): { Id: number; Name: string } | null =>
  id !== null && name !== null ? { Id: Number(id), Name: name } : null;
