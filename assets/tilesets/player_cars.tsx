<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="player_cars" tilewidth="96" tileheight="32" tilecount="5" columns="1">
 <image source="player_cars.png" width="96" height="160"/>
 <tile id="0">
  <properties>
   <property name="player" value="blue"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="player" value="red"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="player" value="green"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="player" value="yellow"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="player" value="black"/>
  </properties>
 </tile>
</tileset>
