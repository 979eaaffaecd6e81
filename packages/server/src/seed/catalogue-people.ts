/** The catalogue's contact persons of the customers and more customer users of the first organisation. */
import type { PlanContact } from './catalogue.js';
import type { PlanUser } from './data.js';

export function planPeople(): { contacts: PlanContact[]; users: PlanUser[] } {
  const contacts: PlanContact[] = [
    [
      'nordic',
      'Anne Andersen',
      'Kitchen manager',
      'anne.andersen@nordicfoods.test',
      true,
      '+47 911 11 111',
      true,
      true,
    ],
    [
      'nordic',
      'Bjørn Berg',
      'Maintenance lead',
      'bjorn.berg@nordicfoods.test',
      true,
      '+47 922 22 222',
      true,
      true,
    ],
    [
      'nordic',
      'Camilla Dahl',
      'Purchasing',
      'camilla.dahl@nordicfoods.test',
      false,
      '+47 933 33 333',
      false,
      true,
    ],
    [
      'nordic',
      'Egil Eriksen',
      'Facility manager (former)',
      'egil.eriksen@nordicfoods.test',
      false,
      null,
      false,
      false,
    ],
    [
      'bergen',
      'Frida Fjell',
      'Site manager',
      'frida.fjell@nordicfoods.test',
      true,
      '+47 944 44 444',
      true,
      true,
    ],
    ['bergen', 'Geir Gundersen', 'Head chef', null, false, '+47 955 55 555', false, false],
    ['fjord', 'Hanne Holm', 'Owner', 'hanne@fjordbakery.test', true, '+47 966 66 666', true, true],
    ['fjord', 'Ivar Isaksen', 'Baker', null, false, '+47 977 77 777', true, true],
  ].map(([customerKey, name, title, email, emailAllowed, mobile, smsAllowed, isActive], i) => ({
    key: `contact${i + 1}`,
    customerKey: customerKey as string,
    name: name as string,
    title: title as string | null,
    email: email as string | null,
    emailAllowed: emailAllowed as boolean,
    mobile: mobile as string | null,
    smsAllowed: smsAllowed as boolean,
    isActive: isActive as boolean,
  }));

  const users: PlanUser[] = [
    ['kari', 'Kari Kitchen', 'kari.kitchen@demo.test', true],
    ['lars', 'Lars Lager', 'lars.lager@demo.test', true],
    ['mette', 'Mette Morgen', 'mette.morgen@demo.test', false],
  ].map(([key, name, email, active]) => ({
    key: key as string,
    name: name as string,
    email: email as string,
    kind: 'customer',
    userTypeId: 6,
    customerKey: 'nordic',
    active: active as boolean,
    extraOrganisationKeys: [],
  }));
  return { contacts, users };
}
