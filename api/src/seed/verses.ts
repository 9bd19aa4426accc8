// Short Bible verses in pt-BR (Almeida Revista e Atualizada wording, some shortened at a
// clause boundary) with their references, tagged by the themes a church uses them for.

export type VerseTheme =
  | 'ceia'
  | 'pascoa'
  | 'natal'
  | 'maes'
  | 'pais'
  | 'familia'
  | 'batismo'
  | 'jovens'
  | 'mulheres'
  | 'criancas'
  | 'ensino'
  | 'oracao'
  | 'consagracao'
  | 'pastor'
  | 'louvor'
  | 'missoes'
  | 'ano-novo'
  | 'gratidao'
  | 'dizimo'
  | 'retiro'
  | 'geral';

export interface Verse {
  text: string;
  ref: string;
  themes: readonly VerseTheme[];
}

export const VERSES: readonly Verse[] = [
  // Santa Ceia
  {
    text: 'Isto é o meu corpo, que é dado por vós; fazei isto em memória de mim.',
    ref: '1 Coríntios 11:24',
    themes: ['ceia'],
  },
  {
    text: 'Porque, todas as vezes que comerdes este pão e beberdes o cálice, anunciais a morte do Senhor, até que ele venha.',
    ref: '1 Coríntios 11:26',
    themes: ['ceia'],
  },
  {
    text: 'Examine-se, pois, o homem a si mesmo, e, assim, coma do pão, e beba do cálice.',
    ref: '1 Coríntios 11:28',
    themes: ['ceia'],
  },
  { text: 'Fazei isto em memória de mim.', ref: 'Lucas 22:19', themes: ['ceia'] },
  {
    text: 'Eu sou o pão da vida; o que vem a mim jamais terá fome.',
    ref: 'João 6:35',
    themes: ['ceia'],
  },
  {
    text: 'Isto é o meu sangue, o sangue da nova aliança, derramado em favor de muitos, para remissão de pecados.',
    ref: 'Mateus 26:28',
    themes: ['ceia'],
  },
  // Páscoa
  {
    text: 'Ele não está aqui; ressuscitou, como tinha dito.',
    ref: 'Mateus 28:6',
    themes: ['pascoa'],
  },
  {
    text: 'Eu sou a ressurreição e a vida. Quem crê em mim, ainda que morra, viverá.',
    ref: 'João 11:25',
    themes: ['pascoa'],
  },
  {
    text: 'Onde está, ó morte, a tua vitória? Onde está, ó morte, o teu aguilhão?',
    ref: '1 Coríntios 15:55',
    themes: ['pascoa'],
  },
  { text: 'Ele não está aqui, mas ressuscitou.', ref: 'Lucas 24:6', themes: ['pascoa'] },
  {
    text: 'Pois também Cristo, nosso Cordeiro pascal, foi imolado.',
    ref: '1 Coríntios 5:7',
    themes: ['pascoa', 'ceia'],
  },
  {
    text: 'Mas ele foi traspassado pelas nossas transgressões e moído pelas nossas iniquidades.',
    ref: 'Isaías 53:5',
    themes: ['pascoa'],
  },
  // Natal
  {
    text: 'Hoje vos nasceu, na cidade de Davi, o Salvador, que é Cristo, o Senhor.',
    ref: 'Lucas 2:11',
    themes: ['natal'],
  },
  {
    text: 'Porque um menino nos nasceu, um filho se nos deu.',
    ref: 'Isaías 9:6',
    themes: ['natal'],
  },
  { text: 'E o Verbo se fez carne e habitou entre nós.', ref: 'João 1:14', themes: ['natal'] },
  {
    text: 'Glória a Deus nas maiores alturas, e paz na terra entre os homens, a quem ele quer bem.',
    ref: 'Lucas 2:14',
    themes: ['natal', 'louvor'],
  },
  {
    text: 'Eis que a virgem conceberá e dará à luz um filho, e ele será chamado pelo nome de Emanuel.',
    ref: 'Mateus 1:23',
    themes: ['natal'],
  },
  {
    text: 'Eis aqui vos trago boa-nova de grande alegria, que o será para todo o povo.',
    ref: 'Lucas 2:10',
    themes: ['natal'],
  },
  {
    text: 'Porque Deus amou ao mundo de tal maneira que deu o seu Filho unigênito, para que todo o que nele crê não pereça, mas tenha a vida eterna.',
    ref: 'João 3:16',
    themes: ['natal', 'pascoa', 'geral'],
  },
  // Mães
  {
    text: 'Levantam-se seus filhos e lhe chamam ditosa.',
    ref: 'Provérbios 31:28',
    themes: ['maes'],
  },
  {
    text: 'Enganosa é a graça, e vã, a formosura, mas a mulher que teme ao Senhor, essa será louvada.',
    ref: 'Provérbios 31:30',
    themes: ['maes', 'mulheres'],
  },
  {
    text: 'Mulher virtuosa, quem a achará? O seu valor muito excede o de finas joias.',
    ref: 'Provérbios 31:10',
    themes: ['maes', 'mulheres'],
  },
  {
    text: 'Fala com sabedoria, e a instrução da bondade está na sua língua.',
    ref: 'Provérbios 31:26',
    themes: ['maes', 'mulheres'],
  },
  {
    text: 'Como alguém a quem sua mãe consola, assim eu vos consolarei.',
    ref: 'Isaías 66:13',
    themes: ['maes'],
  },
  {
    text: 'Filho meu, ouve o ensino de teu pai e não deixes a instrução de tua mãe.',
    ref: 'Provérbios 1:8',
    themes: ['maes', 'pais', 'familia'],
  },
  // Pais
  {
    text: 'O justo anda na sua integridade; felizes lhe são os filhos depois dele.',
    ref: 'Provérbios 20:7',
    themes: ['pais'],
  },
  {
    text: 'Como um pai se compadece de seus filhos, assim o Senhor se compadece dos que o temem.',
    ref: 'Salmos 103:13',
    themes: ['pais'],
  },
  {
    text: 'E vós, pais, não provoqueis vossos filhos à ira, mas criai-os na disciplina e na admoestação do Senhor.',
    ref: 'Efésios 6:4',
    themes: ['pais', 'familia'],
  },
  {
    text: 'Grandemente se regozijará o pai do justo, e quem gerar a um sábio nele se alegrará.',
    ref: 'Provérbios 23:24',
    themes: ['pais'],
  },
  {
    text: 'Ele converterá o coração dos pais aos filhos e o coração dos filhos a seus pais.',
    ref: 'Malaquias 4:6',
    themes: ['pais', 'familia'],
  },
  // Família
  { text: 'Eu e a minha casa serviremos ao Senhor.', ref: 'Josué 24:15', themes: ['familia'] },
  {
    text: 'Se o Senhor não edificar a casa, em vão trabalham os que a edificam.',
    ref: 'Salmos 127:1',
    themes: ['familia'],
  },
  {
    text: 'Crê no Senhor Jesus e serás salvo, tu e tua casa.',
    ref: 'Atos 16:31',
    themes: ['familia', 'missoes'],
  },
  {
    text: 'Oh! Como é bom e agradável viverem unidos os irmãos!',
    ref: 'Salmos 133:1',
    themes: ['familia', 'jovens', 'geral'],
  },
  {
    text: 'O cordão de três dobras não se rebenta com facilidade.',
    ref: 'Eclesiastes 4:12',
    themes: ['familia'],
  },
  {
    text: 'Acima de tudo isto, porém, esteja o amor, que é o vínculo da perfeição.',
    ref: 'Colossenses 3:14',
    themes: ['familia'],
  },
  // Batismo
  {
    text: 'Fomos, pois, sepultados com ele na morte pelo batismo; para que, como Cristo foi ressuscitado dentre os mortos pela glória do Pai, assim também andemos nós em novidade de vida.',
    ref: 'Romanos 6:4',
    themes: ['batismo', 'pascoa'],
  },
  {
    text: 'Ide, portanto, fazei discípulos de todas as nações, batizando-os em nome do Pai, e do Filho, e do Espírito Santo.',
    ref: 'Mateus 28:19',
    themes: ['batismo', 'missoes'],
  },
  { text: 'Quem crer e for batizado será salvo.', ref: 'Marcos 16:16', themes: ['batismo'] },
  {
    text: 'E, assim, se alguém está em Cristo, é nova criatura; as coisas antigas já passaram; eis que se fizeram novas.',
    ref: '2 Coríntios 5:17',
    themes: ['batismo', 'ano-novo'],
  },
  {
    text: 'Arrependei-vos, e cada um de vós seja batizado em nome de Jesus Cristo para remissão dos vossos pecados.',
    ref: 'Atos 2:38',
    themes: ['batismo'],
  },
  {
    text: 'Logo, já não sou eu quem vive, mas Cristo vive em mim.',
    ref: 'Gálatas 2:20',
    themes: ['batismo', 'consagracao'],
  },
  // Jovens
  {
    text: 'Ninguém despreze a tua mocidade; pelo contrário, torna-te padrão dos fiéis.',
    ref: '1 Timóteo 4:12',
    themes: ['jovens'],
  },
  {
    text: 'Lembra-te do teu Criador nos dias da tua mocidade.',
    ref: 'Eclesiastes 12:1',
    themes: ['jovens'],
  },
  {
    text: 'De que maneira poderá o jovem guardar puro o seu caminho? Observando-o segundo a tua palavra.',
    ref: 'Salmos 119:9',
    themes: ['jovens'],
  },
  {
    text: 'Jovens, eu vos escrevi, porque sois fortes, e a palavra de Deus permanece em vós.',
    ref: '1 João 2:14',
    themes: ['jovens'],
  },
  {
    text: 'E não vos conformeis com este século, mas transformai-vos pela renovação da vossa mente.',
    ref: 'Romanos 12:2',
    themes: ['jovens', 'consagracao'],
  },
  {
    text: 'Os que esperam no Senhor renovam as suas forças, sobem com asas como águias.',
    ref: 'Isaías 40:31',
    themes: ['jovens', 'retiro', 'geral'],
  },
  // Mulheres
  {
    text: 'A força e a dignidade são os seus vestidos, e, quanto ao dia de amanhã, não tem preocupações.',
    ref: 'Provérbios 31:25',
    themes: ['mulheres', 'maes'],
  },
  {
    text: 'Quem sabe se para conjuntura como esta é que foste elevada a rainha?',
    ref: 'Ester 4:14',
    themes: ['mulheres'],
  },
  {
    text: 'Bem-aventurada a que creu, porque serão cumpridas as palavras que lhe foram ditas da parte do Senhor.',
    ref: 'Lucas 1:45',
    themes: ['mulheres'],
  },
  {
    text: 'Deus está no meio dela; jamais será abalada.',
    ref: 'Salmos 46:5',
    themes: ['mulheres'],
  },
  // Crianças
  {
    text: 'Deixai vir a mim os pequeninos, não os embaraceis, porque dos tais é o reino de Deus.',
    ref: 'Marcos 10:14',
    themes: ['criancas'],
  },
  {
    text: 'Ensina a criança no caminho em que deve andar, e, ainda quando for velho, não se desviará dele.',
    ref: 'Provérbios 22:6',
    themes: ['criancas', 'familia', 'ensino'],
  },
  {
    text: 'Herança do Senhor são os filhos; o fruto do ventre, seu galardão.',
    ref: 'Salmos 127:3',
    themes: ['criancas', 'familia', 'maes', 'pais'],
  },
  {
    text: 'E crescia Jesus em sabedoria, estatura e graça, diante de Deus e dos homens.',
    ref: 'Lucas 2:52',
    themes: ['criancas', 'ensino'],
  },
  // Ensino e EBD
  {
    text: 'Lâmpada para os meus pés é a tua palavra e, luz para os meus caminhos.',
    ref: 'Salmos 119:105',
    themes: ['ensino'],
  },
  {
    text: 'Toda a Escritura é inspirada por Deus e útil para o ensino, para a repreensão, para a correção, para a educação na justiça.',
    ref: '2 Timóteo 3:16',
    themes: ['ensino'],
  },
  {
    text: 'Procura apresentar-te a Deus aprovado, como obreiro que não tem de que se envergonhar, que maneja bem a palavra da verdade.',
    ref: '2 Timóteo 2:15',
    themes: ['ensino', 'pastor'],
  },
  {
    text: 'Conheçamos e prossigamos em conhecer ao Senhor.',
    ref: 'Oseias 6:3',
    themes: ['ensino', 'jovens'],
  },
  {
    text: 'Não cesses de falar deste Livro da Lei; antes, medita nele dia e noite.',
    ref: 'Josué 1:8',
    themes: ['ensino'],
  },
  {
    text: 'Guardo no coração as tuas palavras, para não pecar contra ti.',
    ref: 'Salmos 119:11',
    themes: ['ensino', 'jovens'],
  },
  {
    text: 'Não só de pão viverá o homem, mas de toda palavra que procede da boca de Deus.',
    ref: 'Mateus 4:4',
    themes: ['ensino'],
  },
  // Oração e vigília
  {
    text: 'Vigiai e orai, para que não entreis em tentação.',
    ref: 'Mateus 26:41',
    themes: ['oracao'],
  },
  { text: 'Orai sem cessar.', ref: '1 Tessalonicenses 5:17', themes: ['oracao'] },
  {
    text: 'Invoca-me, e te responderei; anunciar-te-ei coisas grandes e ocultas, que não sabes.',
    ref: 'Jeremias 33:3',
    themes: ['oracao'],
  },
  {
    text: 'Não andeis ansiosos de coisa alguma; em tudo, porém, sejam conhecidas, diante de Deus, as vossas petições, pela oração e pela súplica, com ações de graças.',
    ref: 'Filipenses 4:6',
    themes: ['oracao', 'geral'],
  },
  {
    text: 'De manhã, Senhor, ouves a minha voz; de manhã te apresento a minha oração e fico esperando.',
    ref: 'Salmos 5:3',
    themes: ['oracao'],
  },
  {
    text: 'Recebereis poder, ao descer sobre vós o Espírito Santo, e sereis minhas testemunhas.',
    ref: 'Atos 1:8',
    themes: ['oracao', 'missoes', 'jovens'],
  },
  // Consagração
  {
    text: 'Rogo-vos, pois, irmãos, pelas misericórdias de Deus, que apresenteis o vosso corpo por sacrifício vivo, santo e agradável a Deus.',
    ref: 'Romanos 12:1',
    themes: ['consagracao'],
  },
  {
    text: 'Santificai-vos, porque amanhã o Senhor fará maravilhas no meio de vós.',
    ref: 'Josué 3:5',
    themes: ['consagracao', 'retiro'],
  },
  {
    text: 'Cria em mim, ó Deus, um coração puro e renova dentro de mim um espírito inabalável.',
    ref: 'Salmos 51:10',
    themes: ['consagracao', 'oracao'],
  },
  {
    text: 'Santificai-vos, portanto, e sede santos, pois eu sou o Senhor, vosso Deus.',
    ref: 'Levítico 20:7',
    themes: ['consagracao'],
  },
  // Pastor
  {
    text: 'Dar-vos-ei pastores segundo o meu coração, que vos apascentem com conhecimento e com inteligência.',
    ref: 'Jeremias 3:15',
    themes: ['pastor'],
  },
  {
    text: 'Obedecei aos vossos guias e sede submissos para com eles; pois velam por vossa alma.',
    ref: 'Hebreus 13:17',
    themes: ['pastor'],
  },
  {
    text: 'Agora, vos rogamos, irmãos, que acateis com apreço os que trabalham entre vós e os que vos presidem no Senhor e vos admoestam.',
    ref: '1 Tessalonicenses 5:12',
    themes: ['pastor'],
  },
  {
    text: 'Pastoreai o rebanho de Deus que há entre vós.',
    ref: '1 Pedro 5:2',
    themes: ['pastor'],
  },
  {
    text: 'O Senhor é o meu pastor; nada me faltará.',
    ref: 'Salmos 23:1',
    themes: ['pastor', 'retiro', 'geral'],
  },
  // Louvor
  {
    text: 'Todo ser que respira louve ao Senhor. Aleluia!',
    ref: 'Salmos 150:6',
    themes: ['louvor'],
  },
  {
    text: 'Servi ao Senhor com alegria, apresentai-vos diante dele com cântico.',
    ref: 'Salmos 100:2',
    themes: ['louvor', 'geral'],
  },
  {
    text: 'Deus é espírito; e importa que os seus adoradores o adorem em espírito e em verdade.',
    ref: 'João 4:24',
    themes: ['louvor'],
  },
  {
    text: 'Bendirei o Senhor em todo o tempo, o seu louvor estará sempre nos meus lábios.',
    ref: 'Salmos 34:1',
    themes: ['louvor', 'gratidao'],
  },
  {
    text: 'Alegrei-me quando me disseram: Vamos à Casa do Senhor.',
    ref: 'Salmos 122:1',
    themes: ['louvor', 'geral'],
  },
  // Missões e eventos
  {
    text: 'Ide por todo o mundo e pregai o evangelho a toda criatura.',
    ref: 'Marcos 16:15',
    themes: ['missoes'],
  },
  { text: 'Eis-me aqui, envia-me a mim.', ref: 'Isaías 6:8', themes: ['missoes', 'consagracao'] },
  {
    text: 'Não deixemos de congregar-nos, como é costume de alguns.',
    ref: 'Hebreus 10:25',
    themes: ['missoes', 'geral'],
  },
  {
    text: 'Não por força nem por poder, mas pelo meu Espírito, diz o Senhor dos Exércitos.',
    ref: 'Zacarias 4:6',
    themes: ['missoes', 'oracao'],
  },
  // Ano Novo
  {
    text: 'As misericórdias do Senhor são a causa de não sermos consumidos, porque as suas misericórdias não têm fim; renovam-se cada manhã.',
    ref: 'Lamentações 3:22-23',
    themes: ['ano-novo'],
  },
  {
    text: 'Eis que faço coisa nova, que está saindo à luz; porventura, não o percebeis?',
    ref: 'Isaías 43:19',
    themes: ['ano-novo'],
  },
  {
    text: 'Esquecendo-me das coisas que para trás ficam e avançando para as que diante de mim estão, prossigo para o alvo.',
    ref: 'Filipenses 3:13-14',
    themes: ['ano-novo', 'jovens'],
  },
  {
    text: 'Ensina-nos a contar os nossos dias, para que alcancemos coração sábio.',
    ref: 'Salmos 90:12',
    themes: ['ano-novo'],
  },
  // Gratidão e aniversário
  { text: 'Até aqui nos ajudou o Senhor.', ref: '1 Samuel 7:12', themes: ['gratidao', 'ano-novo'] },
  {
    text: 'Com efeito, grandes coisas fez o Senhor por nós; por isso, estamos alegres.',
    ref: 'Salmos 126:3',
    themes: ['gratidao'],
  },
  {
    text: 'Edificarei a minha igreja, e as portas do inferno não prevalecerão contra ela.',
    ref: 'Mateus 16:18',
    themes: ['gratidao'],
  },
  {
    text: 'Aquele que começou boa obra em vós há de completá-la até ao Dia de Cristo Jesus.',
    ref: 'Filipenses 1:6',
    themes: ['gratidao', 'pastor'],
  },
  // Dízimos e ofertas
  {
    text: 'Trazei todos os dízimos à casa do Tesouro, para que haja mantimento na minha casa.',
    ref: 'Malaquias 3:10',
    themes: ['dizimo'],
  },
  {
    text: 'Cada um contribua segundo tiver proposto no coração, não com tristeza ou por necessidade; porque Deus ama a quem dá com alegria.',
    ref: '2 Coríntios 9:7',
    themes: ['dizimo'],
  },
  {
    text: 'Honra ao Senhor com os teus bens e com as primícias de toda a tua renda.',
    ref: 'Provérbios 3:9',
    themes: ['dizimo'],
  },
  // Retiro
  {
    text: 'Vinde repousar um pouco, à parte, num lugar deserto.',
    ref: 'Marcos 6:31',
    themes: ['retiro'],
  },
  {
    text: 'Aquietai-vos e sabei que eu sou Deus.',
    ref: 'Salmos 46:10',
    themes: ['retiro', 'oracao'],
  },
  {
    text: 'Vinde a mim, todos os que estais cansados e sobrecarregados, e eu vos aliviarei.',
    ref: 'Mateus 11:28',
    themes: ['retiro', 'geral'],
  },
  // Geral
  {
    text: 'Tudo posso naquele que me fortalece.',
    ref: 'Filipenses 4:13',
    themes: ['geral', 'jovens'],
  },
  {
    text: 'Sabemos que todas as coisas cooperam para o bem daqueles que amam a Deus.',
    ref: 'Romanos 8:28',
    themes: ['geral'],
  },
  {
    text: 'Sê forte e corajoso; não temas, nem te espantes, porque o Senhor, teu Deus, é contigo por onde quer que andares.',
    ref: 'Josué 1:9',
    themes: ['geral', 'jovens'],
  },
];

/** The verses of any of these themes (every theme has some). */
export function versesFor(themes: readonly VerseTheme[]): Verse[] {
  return VERSES.filter((verse) => verse.themes.some((theme) => themes.includes(theme)));
}
