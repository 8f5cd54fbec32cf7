import 'package:shared_preferences/shared_preferences.dart';

Future<String?> lastNote() async {
  final preferences = await SharedPreferences.getInstance();
  return preferences.getString('last');
}
