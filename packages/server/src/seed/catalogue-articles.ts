/** The catalogue's articles (with images), the parts list of every model, and customer prices. */
import type { CataloguePlan, PlanArticle } from './catalogue.js';
import type { CatalogueKit } from './catalogue-kit.js';
import type { SeedPlan } from './data.js';
import { articleImageSvg } from './drawings.js';

type ArticleSpec = [number: string, description: string, price: number, longText: string];

const ARTICLES: Record<string, { prefix: string; supplierKey: string; items: ArticleSpec[] }> = {
  oven: {
    prefix: 'CO',
    supplierKey: 'combi',
    items: [
      [
        'CO-1001',
        'Door gasket 6-1/1',
        1290,
        'Silicone door gasket for 6-tray combi ovens; heat resistant to 300 °C.',
      ],
      [
        'CO-1002',
        'Door gasket 10-1/1',
        1490,
        'Silicone door gasket for 10-tray combi ovens; heat resistant to 300 °C.',
      ],
      ['CO-1003', 'Convection fan motor', 4850, 'Fan motor 0.55 kW with mounting plate, reversible.'],
      ['CO-1004', 'Heating element 9 kW', 2390, 'Ring-shaped convection heating element, 400 V.'],
      ['CO-1005', 'Core temperature probe', 1150, 'Single-point core probe with silicone cable and holder.'],
      [
        'CO-1006',
        'Steam generator solenoid valve',
        1780,
        'Water inlet solenoid valve for the steam generator, 230 V.',
      ],
      [
        'CO-1007',
        'Control board',
        6900,
        'Main control board with display connector; programmed on delivery.',
      ],
      ['CO-1008', 'Halogen lamp with glass', 340, 'Oven chamber lamp 25 W with heat-resistant glass cover.'],
      ['CO-1009', 'Door handle', 620, 'Stainless door handle with latch, left or right hinged doors.'],
    ],
  },
  dishwasher: {
    prefix: 'DW',
    supplierKey: 'dishline',
    items: [
      ['DW-2001', 'Wash arm, upper', 890, 'Rotating upper wash arm with nozzles and bearing.'],
      ['DW-2002', 'Wash arm, lower', 890, 'Rotating lower wash arm with nozzles and bearing.'],
      ['DW-2003', 'Rinse pump', 3450, 'Rinse booster pump 0.3 kW for constant final rinse pressure.'],
      ['DW-2004', 'Detergent dosing pump', 1980, 'Peristaltic detergent dosing pump with hoses.'],
      ['DW-2005', 'Filter basket', 460, 'Stainless tank filter basket.'],
      ['DW-2006', 'Booster heating element', 2150, 'Boiler heating element 6 kW for the final rinse.'],
      ['DW-2007', 'Curtain set (hood)', 720, 'Splash curtains for hood-type machines, set of two.'],
      ['DW-2008', 'Door spring kit', 380, 'Balance springs for undercounter doors, pair.'],
    ],
  },
  fridge: {
    prefix: 'RF',
    supplierKey: 'arctic',
    items: [
      ['RF-3001', 'Door gasket 700 l', 980, 'Magnetic door gasket for 700-litre cabinets.'],
      ['RF-3002', 'Evaporator fan motor', 1240, 'Evaporator fan motor 10 W with blade.'],
      ['RF-3003', 'Electronic thermostat', 1560, 'Electronic controller with air and evaporator sensors.'],
      ['RF-3004', 'Compressor start relay', 410, 'PTC start relay and overload protector.'],
      ['RF-3005', 'Defrost heater', 830, 'Evaporator defrost heater 350 W.'],
      ['RF-3006', 'Wire shelf GN 2/1', 290, 'Plastic-coated wire shelf for GN 2/1 cabinets.'],
      ['RF-3007', 'Condenser fan motor', 1390, 'Condenser fan motor 16 W.'],
      ['RF-3008', 'Door hinge kit', 540, 'Self-closing door hinge kit, top and bottom.'],
    ],
  },
  mixer: {
    prefix: 'MX',
    supplierKey: 'eastfield',
    items: [
      ['MX-4001', 'Spiral dough hook', 3200, 'Stainless spiral hook for 60 l spiral mixers.'],
      ['MX-4002', 'Bowl 60 l', 5400, 'Stainless bowl 60 l with drive flange.'],
      ['MX-4003', 'Drive belt', 450, 'Poly-V drive belt for the bowl and hook drive.'],
      ['MX-4004', 'Safety guard switch', 690, 'Magnetic safety switch for the bowl guard.'],
      ['MX-4005', 'Speed controller', 3900, 'Two-speed controller with timer board.'],
      ['MX-4006', 'Beater, 20 l', 1100, 'Flat beater for 20 l planetary mixers.'],
      ['MX-4007', 'Whisk, 20 l', 980, 'Wire whisk for 20 l planetary mixers.'],
    ],
  },
  coffee: {
    prefix: 'CF',
    supplierKey: 'bergenSteel',
    items: [
      ['CF-5001', 'Grinder burrs', 1250, 'Flat grinder burrs 64 mm, pair.'],
      ['CF-5002', 'Brew group gasket', 150, 'Group head gasket 8.5 mm.'],
      ['CF-5003', 'Water filter cartridge', 690, 'Softening water filter cartridge, 1500 l.'],
      ['CF-5004', 'Steam wand', 870, 'Stainless steam wand with two-hole tip.'],
      ['CF-5005', 'Vibration pump', 1450, 'Vibration pump 48 W, 15 bar.'],
      ['CF-5006', 'Solenoid valve 3-way', 980, 'Three-way solenoid valve for the brew group.'],
    ],
  },
  all: {
    prefix: 'GN',
    supplierKey: 'bergenSteel',
    items: [
      ['GN-9001', 'Descaler 5 l', 450, 'Liquid descaler for ovens, dishwashers and coffee machines.'],
      ['GN-9002', 'Cleaning tablets (100)', 390, 'Cleaning tablets, box of 100.'],
      ['GN-9003', 'Food-safe lubricant', 210, 'Food-safe (H1) lubricant spray, 400 ml.'],
    ],
  },
};

/** Articles the partner warehouse does not stock (warehouse_id null). */
const NOT_IN_WAREHOUSE = new Set(['CO-1007', 'MX-4002', 'CF-5004']);
/** Parts listed more than once on a model. */
const QUANTITIES: Record<string, number> = { 'CO-1008': 2, 'RF-3006': 4, 'DW-2007': 2, 'RF-3008': 2 };

/** Which articles a model lists, in drawing order. */
export function partsOfModel(model: SeedPlan['models'][number]): string[] {
  const numbers = (category: string) => ARTICLES[category]!.items.map(([number]) => number);
  switch (model.typeKey) {
    case 'oven':
      return numbers('oven')
        .filter((a) => a !== (model.name.startsWith('CK 10') ? 'CO-1001' : 'CO-1002'))
        .concat('GN-9001');
    case 'dishwasher':
      return numbers('dishwasher')
        .filter((a) => a !== (model.name.includes('Hood') ? 'DW-2008' : 'DW-2007'))
        .concat('GN-9002');
    case 'fridge':
    case 'freezer':
      return numbers('fridge').filter((a) => !(model.name.includes('Walk-in') && a === 'RF-3006'));
    case 'mixer':
      return model.name.includes('Spiral')
        ? ['MX-4001', 'MX-4002', 'MX-4003', 'MX-4004', 'MX-4005', 'GN-9003']
        : ['MX-4003', 'MX-4004', 'MX-4005', 'MX-4006', 'MX-4007', 'GN-9003'];
    case 'coffee':
      return numbers('coffee').concat('GN-9001');
    default:
      return [];
  }
}

export interface PlannedArticles {
  articles: PlanArticle[];
  modelParts: CataloguePlan['modelParts'];
  customerPrices: CataloguePlan['customerPrices'];
  articleOf(number: string): PlanArticle;
}

export function planArticles({ plan, svgFile, supplierOf }: CatalogueKit): PlannedArticles {
  const articleList: PlanArticle[] = [];
  for (const [category, group] of Object.entries(ARTICLES)) {
    const accent = supplierOf(group.supplierKey).colour;
    for (const [articleNumber, description, price, descriptionLong] of group.items) {
      const image = svgFile(
        `articles/${articleNumber.toLowerCase()}.svg`,
        articleImageSvg(articleNumber, description, accent),
      );
      articleList.push({
        articleNumber,
        description,
        descriptionLong,
        price,
        image,
        articleType: category === 'all' ? 'Consumable' : 'Spare part',
        warehouseId: NOT_IN_WAREHOUSE.has(articleNumber) ? null : 1,
        category,
      });
    }
  }
  const articleOf = (number: string) => articleList.find((a) => a.articleNumber === number)!;

  const modelPartRows: CataloguePlan['modelParts'] = [];
  for (const model of plan.models) {
    partsOfModel(model).forEach((articleNumber, i) =>
      modelPartRows.push({
        modelKey: model.key,
        articleNumber,
        quantity: QUANTITIES[articleNumber] ?? 1,
        position: String(i + 1),
      }),
    );
  }

  // Customer prices: the first organisation has agreed prices on every other article, so the
  // parts list shows both cases; Bergen on a few; Fjord Bakery (no prices shown) on two.
  const customerPriceRows: CataloguePlan['customerPrices'] = [];
  articleList.forEach((article, i) => {
    if (i % 2 === 0)
      customerPriceRows.push({
        customerKey: 'nordic',
        articleNumber: article.articleNumber,
        price: Math.round(article.price * 0.9 * 100) / 100,
      });
    if (i % 5 === 1)
      customerPriceRows.push({
        customerKey: 'bergen',
        articleNumber: article.articleNumber,
        price: Math.round(article.price * 0.95 * 100) / 100,
      });
  });
  for (const articleNumber of ['MX-4001', 'MX-4003']) {
    customerPriceRows.push({
      customerKey: 'fjord',
      articleNumber,
      price: Math.round(articleOf(articleNumber).price * 0.85 * 100) / 100,
    });
  }
  return { articles: articleList, modelParts: modelPartRows, customerPrices: customerPriceRows, articleOf };
}
