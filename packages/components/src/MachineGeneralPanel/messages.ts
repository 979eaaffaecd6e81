import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'MachineGeneralPanel.title',
    defaultMessage: 'Machine details',
    description: 'Heading of the general tab of a machine',
  },
  editTitle: {
    id: 'MachineGeneralPanel.editTitle',
    defaultMessage: 'Edit machine details',
    description: 'Heading of the general tab while it is in edit mode',
  },
  edit: {
    id: 'MachineGeneralPanel.edit',
    defaultMessage: 'Edit',
    description: 'Button: switch the general tab to edit mode',
  },
  save: {
    id: 'MachineGeneralPanel.save',
    defaultMessage: 'Save',
    description: 'Button: save the edited machine fields',
  },
  cancel: {
    id: 'MachineGeneralPanel.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: leave edit mode without saving (restores the fields)',
  },
  saved: {
    id: 'MachineGeneralPanel.saved',
    defaultMessage: 'Machine details saved',
    description: 'Success snackbar after the general tab was saved',
  },
  sectionIdentification: {
    id: 'MachineGeneralPanel.sectionIdentification',
    defaultMessage: 'Identification',
    description: 'Section of the general tab: name, location, facility, serial number, QR code',
  },
  sectionEquipment: {
    id: 'MachineGeneralPanel.sectionEquipment',
    defaultMessage: 'Equipment',
    description: 'Section of the general tab: type, supplier, model',
  },
  sectionDates: {
    id: 'MachineGeneralPanel.sectionDates',
    defaultMessage: 'Dates',
    description: 'Section of the general tab: purchase, installation, warranty and retirement dates',
  },
  sectionStatus: {
    id: 'MachineGeneralPanel.sectionStatus',
    defaultMessage: 'Agreement and status',
    description: 'Section of the general tab: service agreement and active',
  },
  sectionNote: {
    id: 'MachineGeneralPanel.sectionNote',
    defaultMessage: 'Your note',
    description: "Section of the general tab: the customer's own text about the machine",
  },
  displayName: {
    id: 'MachineGeneralPanel.displayName',
    defaultMessage: 'Name',
    description: 'Field label: the name the machine is shown with',
  },
  location: {
    id: 'MachineGeneralPanel.location',
    defaultMessage: 'Location',
    description: 'Field label: where the machine stands (the Name field of the machine)',
  },
  facility: {
    id: 'MachineGeneralPanel.facility',
    defaultMessage: 'Facility',
    description: 'Field label: the facility (site) of the machine',
  },
  serialNumber: {
    id: 'MachineGeneralPanel.serialNumber',
    defaultMessage: 'Serial number',
    description: 'Field label: the serial number',
  },
  qrCode: {
    id: 'MachineGeneralPanel.qrCode',
    defaultMessage: 'QR code',
    description: "Field label: the text of the machine's QR label",
  },
  type: {
    id: 'MachineGeneralPanel.type',
    defaultMessage: 'Type',
    description: 'Field label: the machine type',
  },
  supplier: {
    id: 'MachineGeneralPanel.supplier',
    defaultMessage: 'Supplier / manufacturer',
    description: 'Field label: the supplier (manufacturer) of the machine',
  },
  model: {
    id: 'MachineGeneralPanel.model',
    defaultMessage: 'Model',
    description: 'Field label: the machine model',
  },
  boughtDate: {
    id: 'MachineGeneralPanel.boughtDate',
    defaultMessage: 'Purchase date',
    description: 'Field label: when the machine was bought',
  },
  installationDate: {
    id: 'MachineGeneralPanel.installationDate',
    defaultMessage: 'Installation date',
    description: 'Field label: when the machine was installed',
  },
  warrantyExpiresDate: {
    id: 'MachineGeneralPanel.warrantyExpiresDate',
    defaultMessage: 'Warranty expiry date',
    description: 'Field label: when the warranty ends',
  },
  retiredDate: {
    id: 'MachineGeneralPanel.retiredDate',
    defaultMessage: 'Retired date',
    description: 'Field label: when the machine was taken out of use',
  },
  serviceAgreement: {
    id: 'MachineGeneralPanel.serviceAgreement',
    defaultMessage: 'Service agreement',
    description: 'Field label: whether the machine is covered by a service agreement',
  },
  active: {
    id: 'MachineGeneralPanel.active',
    defaultMessage: 'Active',
    description: 'Field label: whether the machine is in use',
  },
  customerText: {
    id: 'MachineGeneralPanel.customerText',
    defaultMessage: 'Note',
    description: "Field label: the customer's own note on the machine",
  },
  customerTextHint: {
    id: 'MachineGeneralPanel.customerTextHint',
    defaultMessage: 'Only your organization and your service provider see this note.',
    description: 'Hint under the note field in edit mode',
  },
  yes: {
    id: 'MachineGeneralPanel.yes',
    defaultMessage: 'Yes',
    description: 'Value of a yes/no field (service agreement, active)',
  },
  no: {
    id: 'MachineGeneralPanel.no',
    defaultMessage: 'No',
    description: 'Value of a yes/no field (service agreement, active)',
  },
  empty: {
    id: 'MachineGeneralPanel.empty',
    defaultMessage: 'Not set',
    description: 'Read by screen readers for a field without a value (shown as a dash)',
  },
  noNote: {
    id: 'MachineGeneralPanel.noNote',
    defaultMessage: 'No note yet.',
    description: 'Shown in the note section when the machine has no customer text',
  },
  readOnlyHint: {
    id: 'MachineGeneralPanel.readOnlyHint',
    defaultMessage: 'Set by your service provider',
    description: 'Hint beside the fields the customer cannot change in edit mode',
  },
  required: {
    id: 'MachineGeneralPanel.required',
    defaultMessage: 'This field is required',
    description: 'Validation: the name is empty',
  },
  saveFailed: {
    id: 'MachineGeneralPanel.saveFailed',
    defaultMessage: 'The changes were not saved.',
    description: 'Heading of the validation text above the buttons when the server refused the save (400)',
  },
  loadFailed: {
    id: 'MachineGeneralPanel.loadFailed',
    defaultMessage: 'The machine could not be loaded.',
    description: 'The general tab on its own, when the machine failed to load',
  },
});
