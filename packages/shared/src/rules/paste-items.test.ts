import { describe, expect, it } from 'vitest';
import { detectDecimalMark, parseNumber } from './decimal-numbers.ts';
import { parseItemRows, parsePastedItems, toUnitCode } from './paste-items.ts';
import { splitRows } from './paste-rows.ts';

const rows = (...lines: string[][]) => lines.map((cells) => cells.join('\t')).join('\n');
const parse = (text: string, maxItems = 2000) => parsePastedItems(text, { maxItems });

describe('parsePastedItems', () => {
  it('reads a Spanish header in any column order, with decimal commas', () => {
    const result = parse(
      rows(
        ['Unidad', 'Cantidad', 'Descripción', 'Marca', 'Observaciones'],
        ['bulto', '530', 'Cemento gris CPC 30R 50 kg', 'Cemex', 'Entregar en obra'],
        ['m³', '12,5', 'Arena de río', '', ''],
        ['pzas', '1.200', 'Block hueco 15x20x40', '', ''],
      ),
    );
    expect(result.hasHeader).toBe(true);
    expect(result.decimalMark).toBe(',');
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([
      {
        description: 'Cemento gris CPC 30R 50 kg',
        quantity: '530',
        unit: 'bag',
        brand: 'Cemex',
        notes: 'Entregar en obra',
        section: '',
      },
      {
        description: 'Arena de río',
        quantity: '12.5',
        unit: 'm3',
        brand: '',
        notes: '',
        section: '',
      },
      {
        description: 'Block hueco 15x20x40',
        quantity: '1200',
        unit: 'pc',
        brand: '',
        notes: '',
        section: '',
      },
    ]);
  });

  it('reads an English header with thousands commas and decimal points', () => {
    const result = parse(
      rows(
        ['Item', 'Description', 'Qty', 'UoM', 'Brand'],
        ['1', 'Rebar #4 grade 60, 20 ft', '1,250', 'each', 'Gerdau'],
        ['2', 'Portland cement Type I/II 94 lb bag', '310.5', 'bags', ''],
      ),
    );
    expect(result.decimalMark).toBe('.');
    expect(result.items.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Rebar #4 grade 60, 20 ft', '1250', 'pc'],
      ['Portland cement Type I/II 94 lb bag', '310.5', 'bag'],
    ]);
  });

  it('guesses the columns of rows without a header and skips a running row number', () => {
    const result = parse(
      rows(
        ['1', 'Varilla corrugada 3/8" x 12 m', '450', 'pza'],
        ['2', 'Alambre recocido cal. 18', '85', 'kg'],
        ['3', 'Tubo PVC sanitario 4"', '30', 'tramos'],
      ),
    );
    expect(result.hasHeader).toBe(false);
    expect(result.errors).toEqual([]);
    expect(result.items.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Varilla corrugada 3/8" x 12 m', '450', 'pc'],
      ['Alambre recocido cal. 18', '85', 'kg'],
      ['Tubo PVC sanitario 4"', '30', 'pc'],
    ]);
  });

  it('refuses bad rows one by one with their spreadsheet row number and keeps the others', () => {
    const result = parse(
      rows(
        ['Descripción', 'Cantidad', 'Unidad'],
        ['Grava 3/4"', '-4', 'm3'],
        ['Cal hidratada', 'mucho', 'bulto'],
        ['Yeso', '0', 'bulto'],
        ['Impermeabilizante', '3', 'barril'],
        ['', '5', 'pza'],
        ['Malla electrosoldada', '12', ''],
        ['Clavo 2 1/2"', '25', 'kg'],
      ),
    );
    expect(result.items.map((item) => item.description)).toEqual(['Clavo 2 1/2"']);
    expect(result.errors).toEqual([
      { row: 2, key: 'paste:errors.quantityNegative', values: { value: '-4' } },
      { row: 3, key: 'paste:errors.quantityInvalid', values: { value: 'mucho' } },
      { row: 4, key: 'paste:errors.quantityZero' },
      { row: 5, key: 'paste:errors.unitUnknown', values: { value: 'barril' } },
      { row: 6, key: 'paste:errors.descriptionRequired' },
      { row: 7, key: 'paste:errors.unitRequired' },
    ]);
  });

  it('turns a title-only row into the section of the rows below it', () => {
    const result = parse(
      rows(
        ['Descripción', 'Cantidad', 'Unidad'],
        ['OBRA NEGRA', '', ''],
        ['Cemento', '10', 'bulto'],
        ['INSTALACIÓN ELÉCTRICA', '', ''],
        ['Cable THW cal. 12', '3', 'rollo'],
      ),
    );
    expect(result.items.map((item) => [item.description, item.section])).toEqual([
      ['Cemento', 'OBRA NEGRA'],
      ['Cable THW cal. 12', 'INSTALACIÓN ELÉCTRICA'],
    ]);
  });

  it('unquotes cells a spreadsheet quoted for their line breaks, keeping row numbers right', () => {
    const text =
      'Descripción\tCantidad\tUnidad\n"Puerta de tambor\n0.90 x 2.10 m"\t4\tpza\nBisagra\tx\tpza';
    const result = parse(text);
    expect(result.items[0]?.description).toBe('Puerta de tambor\n0.90 x 2.10 m');
    expect(result.errors).toEqual([
      { row: 4, key: 'paste:errors.quantityInvalid', values: { value: 'x' } },
    ]);
  });

  it('keeps at most maxItems and counts the rows it left out', () => {
    const lines = Array.from({ length: 5000 }, (_, index) => [`Artículo ${index + 1}`, '1', 'pc']);
    const result = parse(rows(['Descripción', 'Cantidad', 'Unidad'], ...lines), 2000);
    expect(result.items).toHaveLength(2000);
    expect(result.items.at(-1)?.description).toBe('Artículo 2000');
    expect(result.droppedRows).toBe(3000);
  });

  it('reads nothing from blank text', () => {
    expect(parse(' \n\n')).toMatchObject({ items: [], errors: [], droppedRows: 0 });
  });
});

describe('detectDecimalMark', () => {
  it('decides the mark from the numbers that settle it', () => {
    expect(detectDecimalMark(['1.234,56', '12'])).toBe(',');
    expect(detectDecimalMark(['1,234.56'])).toBe('.');
    expect(detectDecimalMark(['2,5', '1,250'])).toBe(',');
    expect(detectDecimalMark(['1,250', '1,234,567'])).toBe('.');
    expect(detectDecimalMark(['1.250.000'])).toBe(',');
  });

  it('reads an undecided 1.250 or 1,250 as a thousands separator', () => {
    expect(parseNumber('1.250', detectDecimalMark(['1.250']))).toBe('1250');
    expect(parseNumber('1,250', detectDecimalMark(['1,250']))).toBe('1250');
  });
});

describe('parseNumber', () => {
  it('reads separators, spaces, signs and parentheses exactly', () => {
    expect(parseNumber('1 234,50', ',')).toBe('1234.5');
    expect(parseNumber('0,125', ',')).toBe('0.125');
    expect(parseNumber('(12)', '.')).toBe('-12');
    expect(parseNumber('−3.5', '.')).toBe('-3.5');
    expect(parseNumber('0.000', '.')).toBe('0');
    expect(parseNumber('12345678901234.123456', '.')).toBe('12345678901234.123456');
  });

  it('refuses what is not one number in that style', () => {
    expect(parseNumber('1,2,3', '.')).toBeNull();
    expect(parseNumber('12 kg', '.')).toBeNull();
    expect(parseNumber('1.234,5', '.')).toBeNull();
    expect(parseNumber('', '.')).toBeNull();
  });
});

describe('toUnitCode', () => {
  it('maps written units of both languages to their codes', () => {
    const cases: [string, string][] = [
      ['pza', 'pc'],
      ['Pieza', 'pc'],
      ['each', 'pc'],
      ['bulto 50 kg', 'bag'],
      ['Sacos', 'bag'],
      ['m²', 'm2'],
      ['ml', 'm'],
      ['M3', 'm3'],
      ['Ton.', 't'],
      ['caja c/100', 'box'],
      ['cubeta 19 l', 'pail'],
      ['Galones', 'gal'],
      ['jornada', 'day'],
      ['sq ft', 'ft2'],
      ['millar', 'thousand'],
      ['viajes', 'trip'],
      ['lote', 'lot'],
    ];
    for (const [written, code] of cases) expect(toUnitCode(written), written).toBe(code);
  });

  it('answers null for a word that is no unit', () => {
    expect(toUnitCode('barril')).toBeNull();
    expect(toUnitCode('')).toBeNull();
  });
});

describe('parseItemRows (imported files)', () => {
  it('finds the header below a sheet title and keeps the sheet row numbers', () => {
    const result = parseItemRows(
      splitRows(
        'Lista de materiales, Torre Norte\n\nPartida;Descripción;Cantidad;Unidad\n1;"Cemento; gris";400;bultos\n2;Arena;cero;m3\n',
        ';',
      ),
      { maxItems: 2000 },
    );
    expect(result.hasHeader).toBe(true);
    expect(result.items.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Cemento; gris', '400', 'bag'],
    ]);
    expect(result.errors).toEqual([
      { row: 5, key: 'paste:errors.quantityInvalid', values: { value: 'cero' } },
    ]);
  });

  it('reads numbers with the decimal mark the caller knows, even when they look like thousands', () => {
    const rows = splitRows('Varilla,"0,125",t\nAlambre,"1,250",kg', ',');
    expect(parseItemRows(rows, { maxItems: 10 }).items.map((item) => item.quantity)).toEqual([
      '125',
      '1250',
    ]);
    const known = parseItemRows(rows, { maxItems: 10, decimalMark: ',' });
    expect(known.items.map((item) => item.quantity)).toEqual(['0.125', '1.25']);
  });

  it('finds the header below label rows of two cells, as the RFQ workbook Cotiza writes has them', () => {
    const result = parseItemRows(
      [
        { line: 1, cells: ['Solicitud de cotización RFQ-2026-0001', 'Obra negra'] },
        { line: 2, cells: ['Comprador', 'Constructora Alameda'] },
        { line: 3, cells: ['Notas', 'Entregar en obra'] },
        {
          line: 5,
          cells: [
            '#',
            'Sección',
            'Descripción',
            'Cantidad',
            'Unidad',
            'Marca',
            'Notas',
            'Precio unitario',
          ],
        },
        { line: 6, cells: ['1', 'Cimentación', 'Cemento gris', '400', 'bag', 'Cemex', '', ''] },
        { line: 7, cells: ['2', '', 'Varilla 3/8', '1.5', 't', '', 'corrugada', ''] },
      ],
      { maxItems: 2000, decimalMark: '.' },
    );
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([
      {
        description: 'Cemento gris',
        quantity: '400',
        unit: 'bag',
        brand: 'Cemex',
        notes: '',
        section: 'Cimentación',
      },
      {
        description: 'Varilla 3/8',
        quantity: '1.5',
        unit: 't',
        brand: '',
        notes: 'corrugada',
        section: '',
      },
    ]);
  });

  it('guesses the columns of 300,000 headerless rows without overflowing the stack', () => {
    const many = Array.from({ length: 300_000 }, (_, index) => ({
      line: index + 1,
      cells: [`Material ${index + 1}`, '3', 'pza'],
    }));
    const result = parseItemRows(many, { maxItems: 2000 });
    expect(result.items).toHaveLength(2000);
    expect(result.droppedRows).toBe(298_000);
  });
});
