// The longest name and e-mail a customer may give. The API's contracts and the forms both read these,
// so the forms stop typing where the server would refuse. (No zod here: the web imports this file.)
export const NAME_MAX = 80;
export const EMAIL_MAX = 120;
