//! Le Havre building cards in words: the Korean name and one line on what each card does, in
//! English and Korean (own words after FACTS.md §4.1 and §5; the rulebook's names where it prints
//! them).

use le_havre::data::Bd;

/// (card, Korean name, English line, Korean line).
const CARDS: &[(Bd, &str, &str, &str)] = &[
    // Standard buildings (FACTS §4.1).
    (
        Bd::BuildingFirm1,
        "건축 회사",
        "Build 1 building from the top of a stack, paying its cost.",
        "건물 더미 맨 위 건물 1개를 비용을 내고 짓습니다.",
    ),
    (
        Bd::BuildingFirm2,
        "건축 회사",
        "Build 1 building from the top of a stack, paying its cost.",
        "건물 더미 맨 위 건물 1개를 비용을 내고 짓습니다.",
    ),
    (
        Bd::ConstructionFirm,
        "건설 회사",
        "Build up to 2 buildings from the stack tops, one after the other.",
        "더미 맨 위 건물을 2개까지 차례로 짓습니다.",
    ),
    (
        Bd::Marketplace,
        "시장",
        "Take 2 different standard goods, +1 per craft building you own (all different).",
        "서로 다른 기본 물품 2개 + 내 공예 건물마다 1개 (모두 다른 종류).",
    ),
    (
        Bd::Sawmill,
        "제재소",
        "Build 1 building whose cost includes wood, paying 1 wood less.",
        "나무가 드는 건물 1개를 나무 1개 덜 내고 짓습니다.",
    ),
    (
        Bd::Fishery,
        "어장",
        "Take 3 fish, +1 per fishing symbol on your buildings.",
        "생선 3개 + 내 건물의 낚시 표시마다 1개.",
    ),
    (
        Bd::Joinery,
        "목공소",
        "Pay 1/2/3 wood for 5/6/7 francs.",
        "나무 1/2/3개를 내고 5/6/7프랑.",
    ),
    (
        Bd::Bakehouse,
        "빵집",
        "Grain → bread 1:1; ½ energy per bread; +½ franc per bread.",
        "곡식 → 빵 1:1, 빵마다 에너지 ½, 빵마다 ½프랑.",
    ),
    (
        Bd::HardwareStore,
        "철물점",
        "Receive 1 wood, 1 brick and 1 iron.",
        "나무 1, 벽돌 1, 철 1개를 받습니다.",
    ),
    (
        Bd::CharcoalKiln,
        "숯가마",
        "Wood → charcoal 1:1, no energy.",
        "나무 → 숯 1:1, 에너지 없이.",
    ),
    (
        Bd::Smokehouse,
        "훈제소",
        "Up to 6 fish → smoked fish; 1 energy in all; +½ franc each.",
        "생선 6개까지 → 훈제 생선, 에너지 모두 합쳐 1, 개당 ½프랑.",
    ),
    (
        Bd::Abattoir,
        "도축장",
        "Cattle → meat 1:1, no energy; +1 hide per 2 cattle.",
        "가축 → 고기 1:1, 에너지 없이; 가축 2마리마다 생가죽 1.",
    ),
    (
        Bd::ClayMound,
        "흙 언덕",
        "Take 3 clay, +1 per hammer symbol on your buildings.",
        "흙 3개 + 내 건물의 망치 표시마다 1개.",
    ),
    (
        Bd::ArtsCentre,
        "예술 회관",
        "4 francs for each other player whose worker is in one of your buildings.",
        "내 건물에 일꾼이 있는 다른 플레이어마다 4프랑.",
    ),
    (
        Bd::Wharf1,
        "부두",
        "Build 1 ship (its material + 3 energy); the first non-wooden ship also needs 1 brick.",
        "배 1척 건조 (재료 + 에너지 3); 첫 비목조선은 벽돌 1개 추가.",
    ),
    (
        Bd::BlackMarket,
        "암시장",
        "For every empty offer space, take 2 of that good.",
        "빈 제공 칸마다 그 물품 2개를 받습니다.",
    ),
    (
        Bd::Brickworks,
        "벽돌 공장",
        "Clay → brick 1:1; ½ energy per brick; +½ franc per brick.",
        "흙 → 벽돌 1:1, 벽돌마다 에너지 ½, 벽돌마다 ½프랑.",
    ),
    (
        Bd::LocalCourt,
        "지방 법원",
        "Cancel loans: 1 loan → 0; 2 → 1 and +2 francs; 3+ → 2 fewer.",
        "대출 탕감: 1개 → 0; 2개 → 1개와 2프랑; 3개 이상 → 2개 탕감.",
    ),
    (
        Bd::Colliery,
        "탄광",
        "Take 3 coal, +1 if you own a building with a hammer.",
        "석탄 3개, 망치 표시 건물이 있으면 1개 더.",
    ),
    (
        Bd::Wharf2,
        "부두",
        "Build 1 ship (its material + 3 energy); the first non-wooden ship also needs 1 brick.",
        "배 1척 건조 (재료 + 에너지 3); 첫 비목조선은 벽돌 1개 추가.",
    ),
    (
        Bd::ShippingLine,
        "해운 회사",
        "Ship goods on your ships (3 energy each, 2/3/4 goods); sell them at franc value.",
        "내 배로 물품 수출 (배마다 에너지 3, 2/3/4개); 프랑 가치로 판매.",
    ),
    (
        Bd::GroceryMarket,
        "식료품점",
        "Receive 1 each of cattle, meat, fish, smoked fish, grain and bread.",
        "가축, 고기, 생선, 훈제 생선, 곡식, 빵을 1개씩 받습니다.",
    ),
    (
        Bd::Tannery,
        "무두질 공장",
        "Up to 4 hides → leather, no energy; +1 franc per leather.",
        "생가죽 4개까지 → 가죽, 에너지 없이, 가죽마다 1프랑.",
    ),
    (
        Bd::BusinessOffice,
        "무역 사무실",
        "And/or: 4 goods → 1 steel; 1 good → charcoal, leather or brick.",
        "물품 4개 → 강철 1, 그리고/또는 물품 1개 → 숯·가죽·벽돌 1.",
    ),
    (
        Bd::Ironworks,
        "제철소",
        "Take 3 iron; pay 6 energy for a 4th.",
        "철 3개; 에너지 6을 내면 1개 더.",
    ),
    (
        Bd::SteelMill,
        "제강소",
        "Iron → steel 1:1, 5 energy per steel.",
        "철 → 강철 1:1, 강철마다 에너지 5.",
    ),
    (
        Bd::Storehouse,
        "창고",
        "No action. End: +1 per 2 goods you hold.",
        "행동 없음. 게임 끝: 가진 물품 2개마다 +1.",
    ),
    (
        Bd::Cokery,
        "코크스 공장",
        "Coal → coke 1:1, no energy; +1 franc per coke.",
        "석탄 → 코크스 1:1, 에너지 없이, 코크스마다 1프랑.",
    ),
    (
        Bd::Dock,
        "선창",
        "No action. End: +4 per ship you own.",
        "행동 없음. 게임 끝: 내 배마다 +4.",
    ),
    (
        Bd::BridgeOverTheSeine,
        "센 강 다리",
        "Sell goods: 1 franc per upgraded good, 1 per 3 standard goods.",
        "물품 판매: 가공 물품 1개당 1프랑, 기본 물품 3개당 1프랑.",
    ),
    (
        Bd::TownHall,
        "마을 회관",
        "No action. End: +4 per public, +2 per craft building.",
        "행동 없음. 게임 끝: 공공 건물마다 +4, 공예 건물마다 +2.",
    ),
    (
        Bd::Bank,
        "은행",
        "No action. End: +3 per industrial, +2 per economic building.",
        "행동 없음. 게임 끝: 산업 건물마다 +3, 경제 건물마다 +2.",
    ),
    (
        Bd::Church,
        "교회",
        "Holding 5 bread and 2 fish (kept): receive 5 bread and 3 fish. Build only.",
        "빵 5, 생선 2개가 있으면 (그대로 둠) 빵 5, 생선 3개를 받습니다. 짓기만 가능.",
    ),
    // Special buildings (FACTS §5).
    (
        Bd::LabourExchange,
        "직업 소개소",
        "1 fish per fishing symbol and 1 coal per hammer on your buildings.",
        "내 건물의 낚시 표시마다 생선 1, 망치마다 석탄 1.",
    ),
    (
        Bd::Bakery,
        "제과점",
        "Sell up to 6 bread for 3 francs each.",
        "빵을 6개까지 개당 3프랑에 팝니다.",
    ),
    (
        Bd::BaguetteShop,
        "바게트 가게",
        "Bread + meat → 6 francs, up to 4 times.",
        "빵 1 + 고기 1 → 6프랑, 4번까지.",
    ),
    (
        Bd::Farm,
        "농장",
        "Receive 2 fish, 2 grain, 2 wood, 1 hide, 1 cattle.",
        "생선 2, 곡식 2, 나무 2, 생가죽 1, 가축 1.",
    ),
    (
        Bd::ClothingIndustry,
        "의류 공장",
        "Hide + leather → 7 francs, any number of times.",
        "생가죽 1 + 가죽 1 → 7프랑, 몇 번이든.",
    ),
    (
        Bd::IronMineAndCoalSeam,
        "철광과 탄층",
        "Receive 2 iron and 1 coal.",
        "철 2, 석탄 1.",
    ),
    (
        Bd::FishMarket,
        "수산 시장",
        "Sell up to 7 fish for 2 francs each.",
        "생선을 7개까지 개당 2프랑에 팝니다.",
    ),
    (
        Bd::FishRestaurant,
        "생선 요리점",
        "Sell smoked fish for 3 francs each.",
        "훈제 생선을 개당 3프랑에 팝니다.",
    ),
    (
        Bd::FishpondAndWood,
        "양어장과 숲",
        "Receive 3 fish and 3 wood.",
        "생선 3, 나무 3.",
    ),
    (
        Bd::ForestHut,
        "숲속 오두막",
        "Wood + meat → 5 francs, up to 4 times.",
        "나무 1 + 고기 1 → 5프랑, 4번까지.",
    ),
    (
        Bd::PlantNursery,
        "묘목장",
        "Receive 3 francs and 4 wood.",
        "3프랑과 나무 4.",
    ),
    (
        Bd::BusinessPark,
        "산업 단지",
        "No action. End: +2 per industrial building.",
        "행동 없음. 게임 끝: 산업 건물마다 +2.",
    ),
    (
        Bd::Guildhouse,
        "상인 조합",
        "No action. End: +2 per economic building.",
        "행동 없음. 게임 끝: 경제 건물마다 +2.",
    ),
    (
        Bd::HarbourWatch,
        "항구 감시소",
        "Pay 1 franc to send another player's worker off a building, then use it.",
        "다른 플레이어 일꾼을 1프랑에 내보내고 그 건물을 씁니다.",
    ),
    (
        Bd::Smelter,
        "제련소",
        "Receive 1 coal, 1 coke and 1 iron.",
        "석탄 1, 코크스 1, 철 1.",
    ),
    (
        Bd::Diner,
        "식당",
        "Wood + bread + smoked fish → 3 francs, up to 6 times.",
        "나무 + 빵 + 훈제 생선 → 3프랑, 6번까지.",
    ),
    (
        Bd::HuntingLodge,
        "사냥 오두막",
        "Receive 2 hides and 3 meat.",
        "생가죽 2, 고기 3.",
    ),
    (
        Bd::CoalTrader,
        "석탄 상인",
        "And/or: 1 food → 1 charcoal (once); 2 food per coal (up to 5).",
        "음식 1 → 숯 1 (한 번), 그리고/또는 음식 2 → 석탄 1 (5개까지).",
    ),
    (
        Bd::Patisserie,
        "과자점",
        "Grain + bread → 5 francs, up to 3 times.",
        "곡식 1 + 빵 1 → 5프랑, 3번까지.",
    ),
    (
        Bd::Furriery,
        "모피 가게",
        "And/or: hides → bread 1:1; sell up to 2 leather for 5 francs each.",
        "생가죽 → 빵 1:1, 그리고/또는 가죽 2개까지 개당 5프랑.",
    ),
    (
        Bd::LeatherIndustry,
        "가죽 산업",
        "Once: 3 leather + 14 francs → 30 francs.",
        "한 번: 가죽 3 + 14프랑 → 30프랑.",
    ),
    (
        Bd::Kiln,
        "가마",
        "Once: 1 clay + 1 energy → 3 bricks.",
        "한 번: 흙 1 + 에너지 1 → 벽돌 3.",
    ),
    (
        Bd::LuxuryYacht,
        "호화 요트",
        "A ship for the Dock, no food. Buy it, or trade an iron ship for it at a Wharf.",
        "선창 보너스용 배, 음식 없음. 사거나 부두에서 철선과 바꿉니다.",
    ),
    (
        Bd::Feedlot,
        "비육장",
        "At each harvest with 2–6 cattle you get 2 cattle instead of 1.",
        "수확 때 가축이 2–6마리면 1마리 대신 2마리.",
    ),
    (
        Bd::MasonsGuild,
        "석공 조합",
        "Every building you build costs 1 clay/brick less.",
        "짓는 건물마다 흙/벽돌 1개 덜.",
    ),
    (
        Bd::FurnitureFactory,
        "가구 공장",
        "Wood + leather → 6 francs, any number of times.",
        "나무 1 + 가죽 1 → 6프랑, 몇 번이든.",
    ),
    (
        Bd::TownSquare,
        "마을 광장",
        "1 upgraded good per craft building you own, all different, no steel.",
        "내 공예 건물마다 서로 다른 가공 물품 1 (강철 제외).",
    ),
    (
        Bd::Tavern,
        "선술집",
        "Wood + grain → 3 francs, up to 4 times.",
        "나무 1 + 곡식 1 → 3프랑, 4번까지.",
    ),
    (
        Bd::HaulageFirm,
        "운송 회사",
        "Pay 3 francs; take all goods from two neighbouring offer spaces.",
        "3프랑을 내고 이웃한 제공 칸 두 곳의 물품을 모두 가져옵니다.",
    ),
    (
        Bd::SchnapsDistillery,
        "증류소",
        "Sell up to 4 grain for 2 francs each.",
        "곡식을 4개까지 개당 2프랑에 팝니다.",
    ),
    (
        Bd::Steelworks,
        "제강 공장",
        "Once: 1 iron + 15 energy → 2 steel.",
        "한 번: 철 1 + 에너지 15 → 강철 2.",
    ),
    (
        Bd::Steakhouse,
        "스테이크 하우스",
        "Meat + charcoal → 6 francs, up to 4 times.",
        "고기 1 + 숯 1 → 6프랑, 4번까지.",
    ),
    (
        Bd::WindFarm,
        "풍력 발전소",
        "Whenever you pay energy, 3 of it is free.",
        "에너지를 낼 때마다 3은 공짜.",
    ),
    (
        Bd::BrickManufacturer,
        "벽돌 제조소",
        "Once: 3 bricks + 10 francs → 24 francs.",
        "한 번: 벽돌 3 + 10프랑 → 24프랑.",
    ),
    (
        Bd::Zoo,
        "동물원",
        "1 franc per 3 fish and cattle you hold (kept).",
        "가진 생선과 가축 3마리마다 1프랑 (그대로 둠).",
    ),
    (
        Bd::WorkersCottages,
        "노동자 주택",
        "In the final phase you take 2 main actions.",
        "마무리 시기에 주요 행동 2번.",
    ),
    (
        Bd::ConstructionSite,
        "건설 현장",
        "Pick one of your hand cards into the town; you may buy it and use it at once.",
        "손의 카드 1장을 마을에 놓고, 바로 사서 쓸 수 있습니다.",
    ),
    (
        Bd::LoggingCamp,
        "벌목장",
        "1 food per wood, up to 7 wood.",
        "음식 1마다 나무 1, 7개까지.",
    ),
    (
        Bd::MSDagmar,
        "MS 다그마르",
        "A ship for the Dock, no food. Buy it, or trade a luxury liner for it at a Wharf.",
        "선창 보너스용 배, 음식 없음. 사거나 부두에서 호화 여객선과 바꿉니다.",
    ),
    (
        Bd::Pawnbrokers,
        "전당포",
        "Pawn 1 good each of new types for 2 francs; buy back later for 2.",
        "새 종류 물품을 1개씩 2프랑에 맡기고, 나중에 2프랑에 되찾습니다.",
    ),
    (
        Bd::PiratesLair,
        "해적 소굴",
        "Others pay you 1 franc per ship they use at the Shipping Line.",
        "다른 플레이어가 해운 회사에서 쓰는 배마다 1프랑을 받습니다.",
    ),
    (
        Bd::Junkyard,
        "고철 처리장",
        "2 food per iron, up to 5 iron.",
        "음식 2마다 철 1, 5개까지.",
    ),
    (
        Bd::DiveBar,
        "싸구려 술집",
        "A worker sent off a building lands here and pays 2 francs.",
        "건물에서 쫓겨난 일꾼은 여기로 오고 2프랑을 냅니다.",
    ),
    (
        Bd::PicketLine,
        "파업 시위대",
        "Take an offer space; then nobody may use buildings for a round of turns.",
        "제공 칸 행동을 하고, 한 바퀴 동안 아무도 건물을 못 씁니다.",
    ),
    (
        Bd::TobaccoFactory,
        "담배 공장",
        "You may evict other players' workers from your buildings.",
        "내 건물에서 다른 플레이어 일꾼을 내보낼 수 있습니다.",
    ),
    (
        Bd::CattleDrive,
        "가축 몰이",
        "Take cattle from each other player: 2 each (1–2 players) or 1 each.",
        "다른 플레이어마다 가축을 가져옵니다: 2마리 (1–2인) 또는 1마리.",
    ),
    (
        Bd::Dunny,
        "간이 화장실",
        "No action: a public building worth 14; goes onto a stack.",
        "행동 없음: 가치 14의 공공 건물, 건물 더미에 들어갑니다.",
    ),
    (
        Bd::FootballStadium,
        "축구 경기장",
        "No action: a public building worth 24; moves onto an empty stack.",
        "행동 없음: 가치 24의 공공 건물, 빈 더미로 옮겨 갑니다.",
    ),
    (
        Bd::ToyFair,
        "장난감 박람회",
        "Take a loan without its francs, then 6 goods of 6 types (no steel).",
        "프랑 없이 대출 1장을 받고, 서로 다른 물품 6개 (강철 제외).",
    ),
    (
        Bd::WoodenCrane,
        "나무 기중기",
        "When you build, 1 material of the cost may be paid with wood.",
        "지을 때 비용의 재료 1개를 나무로 낼 수 있습니다.",
    ),
    (
        Bd::LumberMill,
        "목재소",
        "Every building you build costs 1 wood less.",
        "짓는 건물마다 나무 1개 덜.",
    ),
    (
        Bd::MainStation,
        "중앙역",
        "On leaving next turn: 2 building visits with no fee.",
        "다음 차례에 떠날 때: 입장료 없이 건물 행동 2번.",
    ),
    (
        Bd::Hotel,
        "호텔",
        "Leaving by taking an offer space gives 3 francs.",
        "제공 칸을 가져가며 떠나면 3프랑.",
    ),
    (
        Bd::FurFactory,
        "모피 공장",
        "Sell hides for 4 francs, up to 2 per leather held.",
        "생가죽을 개당 4프랑에, 가진 가죽 1개당 2개까지.",
    ),
    (
        Bd::Wainwrights,
        "수레 공방",
        "2 wood → 5 francs, once per iron held.",
        "나무 2 → 5프랑, 가진 철 1개당 한 번.",
    ),
    (
        Bd::FishermansHut,
        "어부의 오두막",
        "1 fish per 2 fish held; before each feeding the owner gets fish.",
        "생선 2개마다 1개 더; 급식 전마다 주인은 생선을 받습니다.",
    ),
    (
        Bd::SoupKitchen,
        "무료 급식소",
        "Gives food like a wooden ship at every feeding.",
        "급식 때마다 목조선만큼 음식을 줍니다.",
    ),
    (
        Bd::CattleMarket,
        "가축 시장",
        "Buy cattle at 1 franc or sell at 3 (up to 7, one way).",
        "가축을 1프랑에 사거나 3프랑에 팝니다 (7마리까지, 한쪽만).",
    ),
    (
        Bd::BrickTrader,
        "벽돌 상인",
        "Buy bricks at 1 franc or sell at 3 (up to 5, one way).",
        "벽돌을 1프랑에 사거나 3프랑에 팝니다 (5개까지, 한쪽만).",
    ),
    (
        Bd::ClayCompany,
        "점토 회사",
        "Clay + wood → 3 francs, any number of times.",
        "흙 1 + 나무 1 → 3프랑, 몇 번이든.",
    ),
    (
        Bd::SmeltingFurnace,
        "용해로",
        "Clay → iron 1:1, 2 energy per iron.",
        "흙 → 철 1:1, 철마다 에너지 2.",
    ),
    (
        Bd::FleaMarket,
        "벼룩시장",
        "Take every offer space with 1 item and one with exactly 2.",
        "물품이 1개인 제공 칸 모두와 2개인 칸 하나를 가져옵니다.",
    ),
    (
        Bd::Inn,
        "여관",
        "And/or: fish → smoked fish (no energy); sell up to 2 meat for 4.",
        "생선 → 훈제 생선 (에너지 없이), 그리고/또는 고기 2개까지 개당 4프랑.",
    ),
    (
        Bd::CanneryRow,
        "통조림 공장",
        "Iron + 4 smoked fish → 18 francs; iron + 3 meat → 16 (each once).",
        "철 + 훈제 생선 4 → 18프랑, 철 + 고기 3 → 16프랑 (각 한 번).",
    ),
    (
        Bd::HidesTrader,
        "생가죽 상인",
        "Once: 6 hides → 18 francs.",
        "한 번: 생가죽 6 → 18프랑.",
    ),
    (
        Bd::FurIndustry,
        "모피 산업",
        "Once: 3 hides + 10 francs → 22 francs.",
        "한 번: 생가죽 3 + 10프랑 → 22프랑.",
    ),
    (
        Bd::DepartmentOfAgriculture,
        "농무부",
        "1 meat per economic and 1 bread per craft building.",
        "경제 건물마다 고기 1, 공예 건물마다 빵 1.",
    ),
    (
        Bd::DepartmentOfEconomics,
        "경제부",
        "1 iron per industrial and 2 francs per economic building.",
        "산업 건물마다 철 1, 경제 건물마다 2프랑.",
    ),
    (
        Bd::Stockmarket,
        "증권 거래소",
        "No interest for you; 1 franc when others take the francs offer.",
        "이자 면제; 다른 플레이어가 프랑 칸을 가져가면 1프랑.",
    ),
    (
        Bd::SouvenirShop,
        "기념품 가게",
        "1 franc whenever another player enters one of your buildings.",
        "다른 플레이어가 내 건물에 들어올 때마다 1프랑.",
    ),
    (
        Bd::Wreckers,
        "해체업자",
        "Up to twice: 3 food → 2 wood, 2 clay, 1 iron.",
        "두 번까지: 음식 3 → 나무 2, 흙 2, 철 1.",
    ),
    (
        Bd::BlastFurnace,
        "고로",
        "3 energy per iron, up to 6 iron.",
        "철마다 에너지 3, 6개까지.",
    ),
    (
        Bd::BiofuelFacility,
        "바이오 연료 시설",
        "When you pay energy, each grain counts as 2.",
        "에너지를 낼 때 곡식 1개가 에너지 2.",
    ),
    (
        Bd::Ranch,
        "목장",
        "No action. End: +6 per cattle you hold.",
        "행동 없음. 게임 끝: 가진 가축마다 +6.",
    ),
    (
        Bd::TradingFirm,
        "무역 회사",
        "Hand in 1–4 goods; take other goods of the same franc value.",
        "물품 1–4개를 내고, 같은 프랑 가치의 다른 물품을 받습니다.",
    ),
    (
        Bd::TraffickingSpot,
        "밀거래 장소",
        "Swap up to 3 basic and up to 3 upgraded goods for other types.",
        "기본 물품 3개까지, 가공 물품 3개까지 다른 종류로 바꿉니다.",
    ),
    (
        Bd::MajorCorporation,
        "대기업",
        "1 more of each good type you hold (steel costs 3 francs).",
        "가진 물품 종류마다 1개 더 (강철은 3프랑).",
    ),
    (
        Bd::Emporium,
        "백화점",
        "Buy 1 of each upgraded good: coke 3, steel 5, others 1 franc.",
        "가공 물품을 종류별 1개씩 삽니다: 코크스 3, 강철 5, 나머지 1프랑.",
    ),
    (
        Bd::Cobblers,
        "구두 수선소",
        "Leather → 2 bread + 2 francs, any number of times.",
        "가죽 1 → 빵 2 + 2프랑, 몇 번이든.",
    ),
    (
        Bd::RattletrapCar,
        "고물 자동차",
        "The next player to gain iron must take it (−2 at the end).",
        "다음에 철을 얻는 플레이어가 가져가야 합니다 (게임 끝 −2).",
    ),
    (
        Bd::WholesaleBakery,
        "제빵 도매점",
        "Sell bread for 2 francs each.",
        "빵을 개당 2프랑에 팝니다.",
    ),
];

fn row(b: Bd) -> Option<&'static (Bd, &'static str, &'static str, &'static str)> {
    CARDS.iter().find(|r| r.0 == b)
}

/// The card's name in Korean (the English name where none is known).
pub fn name_ko(b: Bd) -> &'static str {
    row(b).map_or(b.data().name, |r| r.1)
}

/// What the card does, in one line.
pub fn line(b: Bd, ko: bool) -> &'static str {
    match (row(b), ko) {
        (Some(r), false) => r.2,
        (Some(r), true) => r.3,
        (None, _) => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_building_has_a_line_in_both_languages() {
        for b in le_havre::data::ALL {
            let r = row(b).unwrap_or_else(|| panic!("{b:?} has no line"));
            assert!(
                !r.1.is_empty() && !r.2.is_empty() && !r.3.is_empty(),
                "{b:?}"
            );
        }
        assert_eq!(CARDS.len(), le_havre::data::ALL.len());
    }
}
