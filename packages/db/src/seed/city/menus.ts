// The demo city's dishes by cuisine and category: [name, price in rupees, kind, description].
// Kind: 'v' veg, 'n' non-veg, 'e' veg with egg. A restaurant's menu is the union of its cuisines'
// categories, in this order; prices are varied a little per restaurant by the seeder.

export type DishKind = 'v' | 'n' | 'e';
export type Dish = [name: string, rupees: number, kind: DishKind, description: string];
export type Cuisine =
  | 'mughlai'
  | 'bengali'
  | 'chinese'
  | 'south-indian'
  | 'north-indian'
  | 'sweets'
  | 'cafe'
  | 'pizza'
  | 'continental'
  | 'street';

export const MENUS: Record<Cuisine, Record<string, Dish[]>> = {
  mughlai: {
    Kebabs: [
      ['Mutton Galouti Kebab', 320, 'n', 'Melt-in-the-mouth minced mutton patties with rose and saffron'],
      ['Chicken Reshmi Kebab', 260, 'n', 'Creamy chicken skewers char-grilled in the tandoor'],
      ['Mutton Seekh Kebab', 290, 'n', 'Spiced minced mutton on skewers, with mint chutney'],
      ['Chicken Tikka', 250, 'n', 'Boneless chicken in yoghurt and red chilli, char-grilled'],
      ['Paneer Tikka', 230, 'v', 'Cottage cheese, capsicum and onion from the tandoor'],
      ['Hariyali Kebab', 220, 'v', 'Spinach and green pea patties with cashew'],
    ],
    Biryani: [
      ['Kolkata Mutton Biryani', 340, 'n', 'Fragrant rice, tender mutton, the famous potato and an egg'],
      ['Kolkata Chicken Biryani', 280, 'n', 'Long-grain rice with chicken, potato and egg, Kolkata style'],
      ['Egg Biryani', 190, 'e', 'Biryani rice with two masala eggs and potato'],
      ['Veg Dum Biryani', 210, 'v', 'Seasonal vegetables and rice slow-cooked on dum'],
      ['Mutton Chaap', 260, 'n', 'Slow-cooked mutton ribs in a rich, mild gravy'],
    ],
    Curries: [
      ['Mutton Rezala', 320, 'n', 'Mutton in a delicate white gravy of yoghurt and poppy seed'],
      ['Chicken Chaap', 240, 'n', 'Chicken leg slow-cooked in a nutty, fragrant gravy'],
      ['Butter Chicken', 280, 'n', 'Tandoori chicken in a silky tomato and butter gravy'],
      ['Shahi Paneer', 240, 'v', 'Paneer in a cashew and cream gravy'],
      ['Dal Makhani', 190, 'v', 'Black lentils simmered overnight with butter'],
    ],
    Breads: [
      ['Roomali Roti', 25, 'v', 'Thin handkerchief bread, folded'],
      ['Butter Naan', 50, 'v', 'Tandoor naan brushed with butter'],
      ['Tandoori Roti', 30, 'v', 'Whole-wheat bread from the tandoor'],
      ['Laccha Paratha', 60, 'v', 'Flaky layered paratha'],
    ],
    Rolls: [
      ['Mutton Roll', 150, 'n', 'Mutton kebab in a flaky paratha with onion and lime'],
      ['Chicken Roll', 120, 'n', 'Chicken tikka rolled in paratha with onion and chilli'],
      ['Egg Roll', 70, 'e', 'The Kolkata classic: paratha with a fried egg, onion and lime'],
    ],
    Desserts: [
      ['Firni', 80, 'v', 'Chilled ground-rice pudding set in a clay pot'],
      ['Shahi Tukda', 110, 'v', 'Fried bread soaked in saffron milk with nuts'],
    ],
  },
  bengali: {
    Starters: [
      ['Fish Fry', 160, 'n', 'Bhetki fillet in a crisp crumb, with kasundi'],
      ['Vegetable Chop', 40, 'v', 'Beetroot and peanut croquettes'],
      ['Kabiraji Cutlet', 190, 'n', 'Chicken cutlet in a lacy egg coat'],
      ['Beguni', 35, 'v', 'Aubergine slices in gram-flour batter'],
    ],
    Rice: [
      ['Plain Rice', 60, 'v', 'Steamed gobindobhog rice'],
      ['Basanti Pulao', 140, 'v', 'Sweet yellow pulao with ghee and cashew'],
      ['Khichuri', 130, 'v', 'Rice and moong dal with vegetables'],
    ],
    Mains: [
      ['Shorshe Ilish', 420, 'n', 'Hilsa steamed in a mustard paste'],
      ['Chingri Malai Curry', 390, 'n', 'Prawns in a coconut milk gravy'],
      ['Kosha Mangsho', 330, 'n', 'Slow-cooked spicy mutton, the Sunday favourite'],
      ['Doi Katla', 260, 'n', 'Katla fish in a yoghurt gravy'],
      ['Chicken Dak Bungalow', 270, 'n', 'Old-fashioned chicken curry with egg and potato'],
      ['Alu Posto', 140, 'v', 'Potato in a poppy-seed paste'],
      ['Shukto', 130, 'v', 'Bitter-sweet mixed vegetable stew'],
      ['Dhokar Dalna', 160, 'v', 'Lentil cakes in a gingery gravy'],
      ['Chholar Dal', 110, 'v', 'Bengal gram with coconut and raisins'],
      ['Echorer Dalna', 170, 'v', 'Young jackfruit curry'],
      ['Dim Kosha', 120, 'e', 'Eggs in a thick onion masala'],
    ],
    Thalis: [
      ['Niramish Thali', 220, 'v', 'Rice, dal, shukto, two vegetables, chutney and mishti'],
      ['Maachh Thali', 320, 'n', 'Rice, dal, bhaja, fish curry, chutney and mishti'],
    ],
    Desserts: [
      ['Mishti Doi', 60, 'v', 'Sweet set yoghurt in a clay pot'],
      ['Aamer Chutney', 50, 'v', 'Sweet and sour raw-mango chutney'],
    ],
  },
  chinese: {
    Soups: [
      ['Hot and Sour Soup', 140, 'v', 'Tangy, peppery soup with vegetables'],
      ['Sweet Corn Chicken Soup', 160, 'n', 'Creamy corn soup with shredded chicken'],
      ['Manchow Soup', 150, 'v', 'Spicy soup topped with crisp noodles'],
    ],
    Starters: [
      ['Chilli Chicken Dry', 260, 'n', 'Tangra-style chilli chicken with green chillies'],
      ['Drums of Heaven', 280, 'n', 'Chicken lollipops tossed in a hot garlic sauce'],
      ['Golden Fried Prawns', 340, 'n', 'Butterflied prawns in a crisp batter'],
      ['Crispy Chilli Baby Corn', 220, 'v', 'Baby corn tossed with chilli and spring onion'],
      ['Veg Momo', 130, 'v', 'Steamed dumplings with a fiery tomato chutney'],
      ['Chicken Momo', 160, 'n', 'Steamed chicken dumplings, six pieces'],
      ['Chilli Paneer Dry', 240, 'v', 'Paneer with capsicum in a chilli soy glaze'],
    ],
    'Rice and Noodles': [
      ['Mixed Fried Rice', 240, 'n', 'Wok-fried rice with chicken, prawn and egg'],
      ['Veg Fried Rice', 170, 'v', 'Wok-fried rice with vegetables'],
      ['Egg Fried Rice', 180, 'e', 'Wok-fried rice with scrambled egg'],
      ['Chicken Hakka Noodles', 210, 'n', 'Stir-fried noodles with chicken'],
      ['Veg Hakka Noodles', 170, 'v', 'Stir-fried noodles with cabbage and carrot'],
      ['American Chopsuey', 260, 'e', 'Crisp noodles under a sweet and sour sauce with a fried egg'],
    ],
    Mains: [
      ['Chilli Chicken Gravy', 260, 'n', 'The Kolkata favourite, in a soy and chilli gravy'],
      ['Fish in Hot Garlic Sauce', 300, 'n', 'Bhetki in a fiery garlic sauce'],
      ['Veg Manchurian Gravy', 190, 'v', 'Vegetable balls in a Manchurian sauce'],
      ['Chilli Garlic Tofu', 210, 'v', 'Silken tofu with garlic and chilli'],
    ],
  },
  'south-indian': {
    Dosa: [
      ['Masala Dosa', 120, 'v', 'Crisp rice crêpe with spiced potato, sambar and chutney'],
      ['Mysore Masala Dosa', 140, 'v', 'Dosa with a red chutney spread and potato masala'],
      ['Paper Dosa', 150, 'v', 'An extra-long, extra-thin crisp dosa'],
      ['Rava Onion Dosa', 140, 'v', 'Semolina dosa with onion and green chilli'],
      ['Ghee Roast Dosa', 150, 'v', 'Dosa roasted in ghee until golden'],
    ],
    'Idli and Vada': [
      ['Idli Sambar', 80, 'v', 'Two steamed rice cakes with sambar and chutney'],
      ['Medu Vada', 90, 'v', 'Two crisp lentil doughnuts'],
      ['Sambar Vada', 100, 'v', 'Vadas soaked in hot sambar'],
      ['Mini Ghee Idli', 110, 'v', 'Fourteen button idlis with ghee and podi'],
    ],
    Uttapam: [
      ['Onion Uttapam', 130, 'v', 'Thick rice pancake topped with onion'],
      ['Mixed Veg Uttapam', 140, 'v', 'Uttapam with tomato, onion, capsicum and carrot'],
    ],
    Meals: [
      ['South Indian Thali', 220, 'v', 'Rice, sambar, rasam, poriyal, curd, papad and payasam'],
      ['Curd Rice', 110, 'v', 'Rice in seasoned yoghurt with pomegranate'],
      ['Lemon Rice', 110, 'v', 'Rice with lemon, peanuts and curry leaves'],
      ['Bisi Bele Bath', 130, 'v', 'Spicy rice and lentils with vegetables'],
    ],
    Beverages: [
      ['Filter Coffee', 50, 'v', 'Strong South Indian coffee with frothy milk'],
      ['Masala Buttermilk', 50, 'v', 'Spiced chilled buttermilk'],
    ],
    Desserts: [
      ['Rava Kesari', 70, 'v', 'Semolina halwa with saffron and ghee'],
      ['Payasam', 80, 'v', 'Vermicelli pudding with cardamom'],
    ],
  },
  'north-indian': {
    Starters: [
      ['Tandoori Chicken Half', 260, 'n', 'Half a chicken marinated overnight, from the tandoor'],
      ['Amritsari Fish', 280, 'n', 'Fish fingers in a spiced gram-flour batter'],
      ['Veg Pakora Platter', 150, 'v', 'Onion, potato and paneer fritters'],
      ['Tandoori Mushroom', 210, 'v', 'Mushrooms in a spiced yoghurt marinade'],
    ],
    Mains: [
      ['Chicken Butter Masala', 280, 'n', 'Chicken in a buttery tomato gravy'],
      ['Kadai Chicken', 270, 'n', 'Chicken with capsicum in a kadai masala'],
      ['Rogan Josh', 340, 'n', 'Kashmiri-style mutton curry'],
      ['Paneer Butter Masala', 240, 'v', 'Paneer in a buttery tomato gravy'],
      ['Kadai Paneer', 240, 'v', 'Paneer and capsicum in a kadai masala'],
      ['Chana Masala', 170, 'v', 'Chickpeas in a tangy masala'],
      ['Dal Tadka', 160, 'v', 'Yellow lentils tempered with cumin and garlic'],
      ['Mix Veg', 180, 'v', 'Seasonal vegetables in a light gravy'],
      ['Egg Curry', 150, 'e', 'Boiled eggs in an onion and tomato gravy'],
    ],
    Breads: [
      ['Garlic Naan', 70, 'v', 'Naan with garlic and coriander'],
      ['Tandoori Roti', 30, 'v', 'Whole-wheat bread from the tandoor'],
      ['Aloo Paratha', 90, 'v', 'Stuffed potato paratha with curd and pickle'],
    ],
    Rice: [
      ['Jeera Rice', 140, 'v', 'Basmati rice with cumin'],
      ['Veg Pulao', 170, 'v', 'Basmati rice with vegetables and whole spices'],
    ],
    Desserts: [
      ['Gulab Jamun', 70, 'v', 'Two warm milk dumplings in syrup'],
      ['Kulfi', 90, 'v', 'Malai kulfi with pistachio'],
    ],
  },
  sweets: {
    'Bengali Sweets': [
      ['Rosogolla (4 pcs)', 80, 'v', 'Soft chhena balls in light syrup'],
      ['Nolen Gurer Sandesh (4 pcs)', 120, 'v', 'Sandesh sweetened with winter date-palm jaggery'],
      ['Kachagolla (4 pcs)', 100, 'v', 'Soft, barely cooked sandesh'],
      ['Chhanar Jilipi (4 pcs)', 90, 'v', 'Chhena spirals fried and soaked in syrup'],
      ['Langcha (2 pcs)', 70, 'v', 'Long fried chhena sweet from Shaktigarh'],
      ['Pantua (4 pcs)', 90, 'v', 'Fried chhena balls in syrup'],
      ['Rajbhog (2 pcs)', 80, 'v', 'Large saffron rosogolla with a nut centre'],
      ['Mishti Doi (500 g)', 110, 'v', 'Sweet set yoghurt in a clay pot'],
      ['Bhapa Doi', 90, 'v', 'Steamed sweet yoghurt'],
      ['Sitabhog (250 g)', 90, 'v', 'Rice-like vermicelli of chhena with tiny gulab jamuns'],
    ],
    Snacks: [
      ['Singara (2 pcs)', 30, 'v', 'The Bengali samosa, with potato and peanut'],
      ['Kachori with Alur Dom', 70, 'v', 'Stuffed kachori with a spicy potato curry'],
      ['Radhaballabhi (4 pcs)', 80, 'v', 'Dal-stuffed puri with cholar dal'],
      ['Luchi Alur Dom', 90, 'v', 'Four luchis with a potato curry'],
    ],
    Beverages: [
      ['Lassi', 70, 'v', 'Thick sweet yoghurt drink'],
      ['Masala Chai', 25, 'v', 'Tea brewed with milk and spices'],
    ],
  },
  cafe: {
    Breakfast: [
      ['English Breakfast', 290, 'n', 'Eggs to order, sausages, bacon, beans, toast and hash brown'],
      ['Masala Omelette', 120, 'e', 'Three-egg omelette with onion, chilli and coriander'],
      ['Avocado Toast', 240, 'v', 'Sourdough with smashed avocado and chilli flakes'],
      ['Pancake Stack', 210, 'e', 'Three pancakes with maple syrup and butter'],
    ],
    Sandwiches: [
      ['Grilled Chicken Sandwich', 220, 'n', 'Grilled chicken, lettuce and mayo on multigrain'],
      ['Club Sandwich', 250, 'n', 'Chicken, egg, ham and cheese, triple-decker'],
      ['Veg Grilled Sandwich', 160, 'v', 'Potato, cucumber, tomato and green chutney'],
      ['Paneer Tikka Sandwich', 190, 'v', 'Paneer tikka with onion and mint mayo'],
    ],
    Pasta: [
      ['Penne Arrabbiata', 260, 'v', 'Penne in a spicy tomato sauce'],
      ['Spaghetti Aglio Olio', 250, 'v', 'Garlic, chilli and olive oil'],
      ['Chicken Alfredo', 310, 'n', 'Fettuccine in a creamy parmesan sauce with chicken'],
    ],
    Beverages: [
      ['Cappuccino', 140, 'v', 'Double shot with steamed milk'],
      ['Cold Coffee', 160, 'v', 'Blended with ice cream'],
      ['Iced Lemon Tea', 120, 'v', 'Brewed tea with lemon, over ice'],
      ['Hot Chocolate', 170, 'v', 'Rich cocoa with steamed milk'],
    ],
    Desserts: [
      ['Chocolate Brownie', 150, 'e', 'Warm fudgy brownie'],
      ['Blueberry Cheesecake', 230, 'e', 'Baked cheesecake with blueberry compote'],
      ['Banoffee Pie', 210, 'v', 'Banana, toffee and cream on a biscuit base'],
    ],
  },
  pizza: {
    Pizzas: [
      ['Margherita', 299, 'v', 'Tomato, mozzarella and basil'],
      ['Farmhouse', 399, 'v', 'Onion, capsicum, mushroom and tomato'],
      ['Paneer Makhani Pizza', 429, 'v', 'Paneer in a makhani sauce with onion'],
      ['Pepperoni', 499, 'n', 'Chicken pepperoni and mozzarella'],
      ['BBQ Chicken Pizza', 479, 'n', 'Barbecue chicken with onion and jalapeño'],
      ['Four Cheese', 459, 'v', 'Mozzarella, cheddar, parmesan and gouda'],
      ['Tandoori Chicken Pizza', 469, 'n', 'Tandoori chicken, onion and mint mayo'],
    ],
    Sides: [
      ['Garlic Bread', 149, 'v', 'Four pieces with garlic butter'],
      ['Cheesy Garlic Bread', 179, 'v', 'Garlic bread under melted cheese'],
      ['Potato Wedges', 139, 'v', 'Seasoned and baked'],
      ['Chicken Wings (6 pcs)', 249, 'n', 'Peri-peri chicken wings'],
    ],
    Pasta: [
      ['Mac and Cheese', 249, 'v', 'Macaroni in a three-cheese sauce'],
      ['Chicken Penne Pesto', 299, 'n', 'Penne with basil pesto and chicken'],
    ],
    Beverages: [
      ['Fresh Lime Soda', 89, 'v', 'Sweet, salted or mixed'],
      ['Iced Tea', 99, 'v', 'Peach iced tea'],
    ],
    Desserts: [['Choco Lava Cake', 119, 'e', 'Warm chocolate cake with a molten centre']],
  },
  continental: {
    Starters: [
      ['Chicken à la Kiev', 360, 'n', 'Crumbed chicken breast with herb butter'],
      ['Fish Orly', 330, 'n', 'Bhetki fingers in batter with tartare sauce'],
      ['Cream of Mushroom Soup', 170, 'v', 'Velvety mushroom soup with croutons'],
      ['Devilled Eggs', 150, 'e', 'Eggs with a mustard and paprika filling'],
    ],
    Grills: [
      ['Grilled Chicken with Mushroom Sauce', 390, 'n', 'Chicken breast, mash and sautéed vegetables'],
      ['Grilled Bhetki Lemon Butter', 420, 'n', 'Bhetki fillet in a lemon butter sauce'],
      ['Mixed Grill', 520, 'n', 'Chicken, sausage, lamb chop and fried egg'],
      ['Pork Chops', 440, 'n', 'Pan-grilled chops with apple sauce'],
      ['Cottage Cheese Steak', 320, 'v', 'Paneer steak with pepper sauce'],
      ['Grilled Vegetable Platter', 290, 'v', 'Zucchini, peppers and mushroom with herb rice'],
    ],
    Bakes: [
      ['Chicken Stroganoff', 360, 'n', 'Chicken in a creamy paprika sauce with rice'],
      ['Vegetable Au Gratin', 280, 'v', 'Vegetables baked in a cheese sauce'],
      ['Shepherd’s Pie', 380, 'n', 'Minced lamb under a potato crust'],
      ['Baked Macaroni', 260, 'v', 'Macaroni baked with cheese and béchamel'],
    ],
    Desserts: [
      ['Rum Ball', 90, 'v', 'Chocolate cake ball with a hint of rum essence'],
      ['Caramel Custard', 130, 'e', 'Classic set custard with caramel'],
      ['Lemon Tart', 160, 'e', 'Sharp lemon curd in a butter crust'],
    ],
  },
  street: {
    Rolls: [
      ['Egg Chicken Roll', 110, 'n', 'Paratha with egg and chicken tikka'],
      ['Double Egg Roll', 80, 'e', 'Paratha with two eggs, onion and sauce'],
      ['Paneer Roll', 110, 'v', 'Paneer tikka rolled with onion and chutney'],
      ['Aloo Roll', 60, 'v', 'Spiced potato in a paratha'],
      ['Mutton Seekh Roll', 160, 'n', 'Seekh kebab in a paratha'],
    ],
    Chaat: [
      ['Phuchka (8 pcs)', 50, 'v', 'Kolkata pani puri with tamarind water and spiced potato'],
      ['Churmur', 60, 'v', 'Crushed phuchka with potato, tamarind and spices'],
      ['Jhalmuri', 40, 'v', 'Puffed rice with mustard oil, onion and chilli'],
      ['Papri Chaat', 70, 'v', 'Crisp papri with curd and chutneys'],
      ['Ghugni', 50, 'v', 'Yellow peas curry with onion and lime'],
    ],
    'Fries and Snacks': [
      ['Chicken Pakora', 130, 'n', 'Chicken fritters with chilli sauce'],
      ['Fish Kabiraji', 170, 'n', 'Fish cutlet in a lacy egg coat'],
      ['Mughlai Paratha', 140, 'e', 'Paratha stuffed with egg and minced meat'],
      ['Veg Chowmein', 90, 'v', 'Street-style noodles with vegetables'],
      ['Egg Chowmein', 110, 'e', 'Street-style noodles with scrambled egg'],
      ['Masala Fries', 90, 'v', 'Fries dusted with chaat masala'],
    ],
    Beverages: [
      ['Bhaar Chai', 20, 'v', 'Tea in a clay cup'],
      ['Lebu Jol', 30, 'v', 'Fresh lime water, sweet and salted'],
      ['Cold Drink', 40, 'v', '300 ml bottle'],
    ],
  },
};
