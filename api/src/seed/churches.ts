// The fictional churches, cities and people whose details fill the demo arts' text slots
// (church name, address, phone, Instagram, PIX key, speaker, member names).
import type { Random } from './random';

interface City {
  name: string;
  uf: string;
  ddd: number;
  neighbourhoods: readonly string[];
}

const CITIES: readonly City[] = [
  { name: 'São Paulo', uf: 'SP', ddd: 11, neighbourhoods: ['Vila Mariana', 'Tatuapé', 'Santana'] },
  { name: 'Campinas', uf: 'SP', ddd: 19, neighbourhoods: ['Cambuí', 'Taquaral', 'Centro'] },
  { name: 'Rio de Janeiro', uf: 'RJ', ddd: 21, neighbourhoods: ['Madureira', 'Tijuca', 'Méier'] },
  {
    name: 'Belo Horizonte',
    uf: 'MG',
    ddd: 31,
    neighbourhoods: ['Savassi', 'Venda Nova', 'Barreiro'],
  },
  { name: 'Curitiba', uf: 'PR', ddd: 41, neighbourhoods: ['Boqueirão', 'Portão', 'Centro'] },
  { name: 'Porto Alegre', uf: 'RS', ddd: 51, neighbourhoods: ['Partenon', 'Sarandi', 'Centro'] },
  { name: 'Salvador', uf: 'BA', ddd: 71, neighbourhoods: ['Cabula', 'Brotas', 'Itapuã'] },
  { name: 'Recife', uf: 'PE', ddd: 81, neighbourhoods: ['Boa Viagem', 'Casa Amarela', 'Várzea'] },
  { name: 'Fortaleza', uf: 'CE', ddd: 85, neighbourhoods: ['Messejana', 'Aldeota', 'Montese'] },
  {
    name: 'Goiânia',
    uf: 'GO',
    ddd: 62,
    neighbourhoods: ['Setor Bueno', 'Campinas', 'Jardim América'],
  },
  { name: 'Brasília', uf: 'DF', ddd: 61, neighbourhoods: ['Taguatinga', 'Ceilândia', 'Asa Norte'] },
  { name: 'Manaus', uf: 'AM', ddd: 92, neighbourhoods: ['Cidade Nova', 'Adrianópolis', 'Flores'] },
  { name: 'Belém', uf: 'PA', ddd: 91, neighbourhoods: ['Marco', 'Pedreira', 'Umarizal'] },
  {
    name: 'Florianópolis',
    uf: 'SC',
    ddd: 48,
    neighbourhoods: ['Estreito', 'Trindade', 'Coqueiros'],
  },
  {
    name: 'Vitória',
    uf: 'ES',
    ddd: 27,
    neighbourhoods: ['Jardim Camburi', 'Praia do Canto', 'Maruípe'],
  },
];

const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua São José',
  'Rua da Paz',
  'Avenida Getúlio Vargas',
  'Rua Sete de Setembro',
  'Rua Tiradentes',
  'Avenida Independência',
  'Rua Santa Luzia',
  'Rua Bela Vista',
  'Rua Primavera',
  'Avenida das Palmeiras',
  'Rua Boa Esperança',
  'Rua XV de Novembro',
] as const;

/** [name, handle]: the handle is the church's Instagram and the domain of its e-mail. */
const CHURCH_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Igreja Batista Vida Nova', 'ibvidanova'],
  ['Assembleia de Deus Ministério Restauração', 'adrestauracao'],
  ['Comunidade Cristã Monte Sião', 'ccmontesiao'],
  ['Igreja Presbiteriana Renovada Betel', 'iprbetel'],
  ['Igreja do Evangelho Quadrangular Jardim das Oliveiras', 'quadrangularoliveiras'],
  ['Igreja Metodista Esperança', 'metodistaesperanca'],
  ['Igreja Batista Memorial da Graça', 'ibmemorialdagraca'],
  ['Assembleia de Deus Ministério Ágape', 'adagape'],
  ['Comunidade Evangélica Shalom', 'comunidadeshalom'],
  ['Igreja Pentecostal Chama Viva', 'ipchamaviva'],
  ['Igreja Batista Nova Aliança', 'ibnovaalianca'],
  ['Ministério Semeando a Palavra', 'semeandoapalavra'],
  ['Igreja Cristã Vale da Bênção', 'icvaledabencao'],
  ['Igreja Evangélica Filadélfia', 'iefiladelfia'],
  ['Comunidade Batista Caminho da Paz', 'cbcaminhodapaz'],
  ['Igreja Presbiteriana Central', 'ipcentral'],
  ['Assembleia de Deus Ministério Fonte de Vida', 'adfontedevida'],
  ['Igreja Batista Lírio dos Vales', 'iblirio'],
  ['Comunidade Cristã Rocha Eterna', 'ccrochaeterna'],
  ['Igreja Evangélica Luz do Mundo', 'ieluzdomundo'],
  ['Igreja Batista Esperança Viva', 'ibesperancaviva'],
  ['Igreja do Nazareno Boas Novas', 'nazarenoboasnovas'],
  ['Assembleia de Deus Ministério Éden', 'adeden'],
  ['Igreja Cristã Nova Jerusalém', 'icnovajerusalem'],
  ['Igreja Batista Shekinah', 'ibshekinah'],
  ['Comunidade Evangélica Graça e Verdade', 'cegracaeverdade'],
  ['Igreja Pentecostal Monte Moriá', 'ipmontemoria'],
  ['Igreja Metodista Wesleyana Vida Abundante', 'imwvidaabundante'],
  ['Igreja Batista Emanuel', 'ibemanuel'],
  ['Comunidade Cristã Videira Verdadeira', 'ccvideira'],
  ['Igreja Presbiteriana Independente Getsêmani', 'ipigetsemani'],
  ['Igreja Evangélica Congregacional Bom Pastor', 'iecbompastor'],
  ['Assembleia de Deus Ministério Betânia', 'adbetania'],
  ['Igreja Batista Pedra Viva', 'ibpedraviva'],
  ['Comunidade Cristã Fonte de Águas Vivas', 'ccaguasvivas'],
  ['Igreja Evangélica Missionária Ebenézer', 'iemebenezer'],
  ['Igreja Batista Cidade de Refúgio', 'ibcidadederefugio'],
  ['Igreja Cristã Reviver', 'icreviver'],
  ['Igreja Evangélica Restaurar', 'ierestaurar'],
  ['Comunidade Evangélica Sal da Terra', 'cesaldaterra'],
];

export interface Church {
  name: string;
  address: string;
  phone: string;
  instagram: string;
  pixKey: string;
}

function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(random.int(0, 9));
  return out;
}

/** The 40 churches, each in its own city with an address, a mobile phone and its handles. */
export function demoChurches(random: Random): Church[] {
  return CHURCH_NAMES.map(([name, handle], index) => {
    const city = CITIES[index % CITIES.length] as City;
    const street = STREETS[(index * 5) % STREETS.length] as string;
    const neighbourhood = city.neighbourhoods[index % city.neighbourhoods.length] as string;
    const number = random.int(12, 1980);
    return {
      name,
      address: `${street}, ${number} — ${neighbourhood}, ${city.name}/${city.uf}`,
      phone: `(${city.ddd}) 9${digits(random, 4)}-${digits(random, 4)}`,
      instagram: `@${handle}`,
      pixKey: `tesouraria@${handle}.org.br`,
    };
  });
}

const MALE_NAMES = [
  'Carlos',
  'João',
  'Marcos',
  'Paulo',
  'André',
  'Ricardo',
  'Eduardo',
  'Fernando',
  'Rodrigo',
  'Daniel',
  'Samuel',
  'Elias',
  'Josué',
  'Gustavo',
  'Leandro',
  'Márcio',
  'Sérgio',
  'Wagner',
  'Anderson',
  'Renato',
  'Jonas',
  'Davi',
  'Mateus',
  'Felipe',
  'Alexandre',
  'Roberto',
  'Cláudio',
  'Rogério',
] as const;

const FEMALE_NAMES = [
  'Ana',
  'Maria',
  'Simone',
  'Patrícia',
  'Juliana',
  'Cristiane',
  'Raquel',
  'Débora',
  'Priscila',
  'Sara',
  'Rebeca',
  'Ester',
  'Marta',
  'Lídia',
  'Eliane',
  'Fabiana',
  'Sônia',
  'Vanessa',
  'Tatiane',
  'Kátia',
  'Lúcia',
  'Rute',
  'Noemi',
  'Jaqueline',
  'Adriana',
  'Luciana',
  'Camila',
  'Beatriz',
] as const;

const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Teixeira',
  'Araújo',
  'Monteiro',
  'Moura',
  'Cavalcanti',
  'Batista',
  'Campos',
] as const;

export type Gender = 'm' | 'f';

export function personName(random: Random, gender: Gender): string {
  const first = random.pick(gender === 'm' ? MALE_NAMES : FEMALE_NAMES);
  return `${first} ${random.pick(SURNAMES)}`;
}

/** 'Pr. …', 'Pra. …', 'Miss. …', 'Ev. …', 'Pb. …': who preaches or signs. */
export function speakerName(random: Random): string {
  const gender: Gender = random.chance(0.68) ? 'm' : 'f';
  const r = random.next();
  const title =
    gender === 'm'
      ? r < 0.62
        ? 'Pr.'
        : r < 0.77
          ? 'Ev.'
          : r < 0.9
            ? 'Miss.'
            : 'Pb.'
      : r < 0.6
        ? 'Pra.'
        : r < 0.9
          ? 'Miss.'
          : 'Ev.';
  return `${title} ${personName(random, gender)}`;
}

/** [masculine, feminine] church roles an ID card names. */
export const ROLES = {
  membro: ['Membro', 'Membro'],
  diacono: ['Diácono', 'Diaconisa'],
  presbitero: ['Presbítero', 'Presbítera'],
  pastor: ['Pastor', 'Pastora'],
  evangelista: ['Evangelista', 'Evangelista'],
  missionario: ['Missionário', 'Missionária'],
  obreiro: ['Obreiro', 'Obreira'],
  musico: ['Músico', 'Musicista'],
  louvor: ['Líder de Louvor', 'Líder de Louvor'],
  voluntario: ['Voluntário', 'Voluntária'],
  professor: ['Professor da EBD', 'Professora da EBD'],
  participante: ['Participante', 'Participante'],
} as const satisfies Record<string, readonly [string, string]>;

export type RoleKey = keyof typeof ROLES;
